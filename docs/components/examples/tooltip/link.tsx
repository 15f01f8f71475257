import {Link, Tooltip, TooltipTrigger} from '@tessera-ui/react';

export default function TooltipOnLink() {
  return (
    <p style={{margin: 0}}>
      Read the{' '}
      <TooltipTrigger>
        <Link href="#release-notes">release notes</Link>
        <Tooltip showArrow={false}>Version 2.1, published 3 March (sample)</Tooltip>
      </TooltipTrigger>{' '}
      before upgrading.
    </p>
  );
}

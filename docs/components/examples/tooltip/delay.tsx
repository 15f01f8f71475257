import {Button, Tooltip, TooltipTrigger} from '@tessera-ui/react';

export default function TooltipWithDelay() {
  return (
    <TooltipTrigger delay={700}>
      <Button variant="secondary">Archive</Button>
      <Tooltip>Moves the project to Archived; restore it at any time.</Tooltip>
    </TooltipTrigger>
  );
}

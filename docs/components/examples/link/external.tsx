import {Link} from '@tessera-ui/react';

export default function ExternalLink() {
  return (
    <p style={{margin: 0}}>
      Tessera follows the{' '}
      <Link href="https://www.w3.org/WAI/ARIA/apg/" target="_blank">
        ARIA Authoring Practices
      </Link>{' '}
      for keyboard support.
    </p>
  );
}

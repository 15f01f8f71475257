import {Link} from '@tessera-ui/react';

export default function StandaloneLinks() {
  return (
    <nav aria-label="Account" style={{display: 'flex', flexWrap: 'wrap', gap: 16}}>
      <Link variant="standalone" href="#profile">
        Profile
      </Link>
      <Link variant="standalone" href="#billing">
        Billing
      </Link>
      <Link variant="standalone" href="#security">
        Security
      </Link>
    </nav>
  );
}

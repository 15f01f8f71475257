import {Link} from '@tessera-ui/react';

export default function LinkHero() {
  return (
    <p style={{margin: 0}}>
      Your trial ends in 5 days. <Link href="#plans">Compare plans</Link> to keep your projects.
    </p>
  );
}

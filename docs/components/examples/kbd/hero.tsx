import {Kbd} from '@tessera-ui/react';

export default function KbdHero() {
  return (
    <p style={{margin: 0}}>
      Press <Kbd keys={['mod', 'K']} /> to search the docs.
    </p>
  );
}

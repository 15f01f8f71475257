import {Kbd} from '@site/src/ui';

export default function KbdHero() {
  return (
    <p style={{margin: 0}}>
      Press <Kbd keys={['mod', 'K']} /> to search the docs.
    </p>
  );
}

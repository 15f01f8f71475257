import {Kbd} from '@tessera-ui/react';

export default function KbdSizes() {
  return (
    <div style={{display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 16}}>
      <Kbd keys={['mod', 'C']} size="sm" />
      <Kbd keys={['mod', 'C']} size="md" />
      <Kbd keys={['mod', 'C']} size="lg" />
    </div>
  );
}

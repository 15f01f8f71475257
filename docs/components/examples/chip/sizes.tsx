import {Chip} from '@tessera-ui/react';

export default function ChipSizes() {
  return (
    <div style={{display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8}}>
      <Chip size="sm" type="accent">
        Small
      </Chip>
      <Chip size="md" type="accent">
        Medium
      </Chip>
      <Chip size="lg" type="accent">
        Large
      </Chip>
    </div>
  );
}

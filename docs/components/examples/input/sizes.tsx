import {Input} from '@tessera-ui/react';

export default function InputSizes() {
  return (
    <div style={{display: 'grid', gap: 12, maxWidth: 320}}>
      <Input size="sm" aria-label="Small input" placeholder="sm" />
      <Input size="md" aria-label="Medium input" placeholder="md" />
      <Input size="lg" aria-label="Large input" placeholder="lg" />
    </div>
  );
}

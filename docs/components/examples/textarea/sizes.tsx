import {TextArea} from '@tessera-ui/react';

export default function TextAreaSizes() {
  return (
    <div style={{display: 'grid', gap: 16}}>
      <TextArea size="sm" label="Small" rows={2} />
      <TextArea size="md" label="Medium" rows={2} />
      <TextArea size="lg" label="Large" rows={2} />
    </div>
  );
}

import {TextField} from '@tessera-ui/react';

export default function TextFieldSizes() {
  return (
    <div style={{display: 'grid', gap: 16, maxWidth: 360}}>
      <TextField size="sm" label="Small" placeholder="sm" />
      <TextField size="md" label="Medium" placeholder="md" />
      <TextField size="lg" label="Large" placeholder="lg" />
    </div>
  );
}

import {Input} from '@tessera-ui/react';

export default function InputStates() {
  return (
    <div style={{display: 'grid', gap: 12, maxWidth: 320}}>
      <Input aria-label="Disabled input" defaultValue="Disabled" disabled />
      <Input aria-label="Read-only input" defaultValue="Read-only" readOnly />
      <Input aria-label="Invalid input" defaultValue="Invalid" aria-invalid />
    </div>
  );
}

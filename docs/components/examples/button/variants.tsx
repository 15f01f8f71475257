import {Button} from '@tessera-ui/react';

export default function ButtonVariants() {
  return (
    <div style={{display: 'flex', flexWrap: 'wrap', gap: 8}}>
      <Button variant="primary">Primary</Button>
      <Button variant="secondary">Secondary</Button>
      <Button variant="tertiary">Tertiary</Button>
      <Button variant="ghost">Ghost</Button>
      <Button variant="danger">Delete</Button>
    </div>
  );
}

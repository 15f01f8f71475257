import {Button} from '@tessera-ui/react';

export default function ButtonSizes() {
  return (
    <div style={{display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8}}>
      <Button size="sm">Small</Button>
      <Button size="md">Medium</Button>
      <Button size="lg">Large</Button>
    </div>
  );
}

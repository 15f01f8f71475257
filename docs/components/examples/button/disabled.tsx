import {Button} from '@tessera-ui/react';

export default function ButtonDisabled() {
  return (
    <div style={{display: 'flex', flexWrap: 'wrap', gap: 8}}>
      <Button isDisabled>Checkout</Button>
      <Button variant="secondary" isDisabled>
        Export CSV
      </Button>
    </div>
  );
}

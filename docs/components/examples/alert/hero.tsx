import {Alert} from '@tessera-ui/react';

export default function AlertHero() {
  return (
    <Alert status="success" title="Payment received">
      Invoice INV-0042 (sample) was paid on 3 March. A receipt is on its way to your inbox.
    </Alert>
  );
}

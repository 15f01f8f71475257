import {useState, type FormEvent} from 'react';
import {parseTime} from '@internationalized/date';
import {Alert, Button, Form, TimeField} from '@tessera-ui/react';

export default function PickupTimeForm() {
  const [sent, setSent] = useState<string | null>(null);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSent(String(new FormData(event.currentTarget).get('pickup')));
  }

  return (
    <Form aria-label="Click and collect" onSubmit={onSubmit} style={{maxWidth: 320}}>
      <TimeField
        label="Pickup time"
        name="pickup"
        isRequired
        minValue={parseTime('09:00')}
        maxValue={parseTime('18:30')}
        description="The shop is open from 9:00 to 18:30."
      />
      <Button type="submit">Reserve</Button>
      {sent && (
        <Alert status="success" title="Reserved (sample)">
          pickup: {sent}
        </Alert>
      )}
    </Form>
  );
}

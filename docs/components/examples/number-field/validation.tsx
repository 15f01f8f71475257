import {useState, type FormEvent} from 'react';
import {Alert, Button, Form, NumberField} from '@tessera-ui/react';

export default function DonationForm() {
  const [amount, setAmount] = useState<number | null>(null);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setAmount(Number(new FormData(event.currentTarget).get('amount')));
  }

  return (
    <Form aria-label="Donation" onSubmit={onSubmit} style={{maxWidth: 260}}>
      <NumberField
        label="Donation"
        name="amount"
        isRequired
        defaultValue={25}
        minValue={0}
        formatOptions={{style: 'currency', currency: 'USD'}}
        validate={(value) =>
          Number.isNaN(value) || value < 5 ? 'Enter an amount of at least $5.' : null
        }
      />
      <Button type="submit">Donate</Button>
      {amount !== null && (
        <Alert status="success" title="Thank you (sample)">
          Donation: {amount.toLocaleString('en-US', {style: 'currency', currency: 'USD'})}
        </Alert>
      )}
    </Form>
  );
}

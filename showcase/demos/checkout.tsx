// Sample content: delivery and payment choices with a running total. Nothing is charged.
import {useState, type FormEvent} from 'react';
import {Alert, Button, Form, Radio, RadioGroup, Separator} from '@tessera-ui/react';

const DELIVERY = [
  {id: 'standard', label: 'Standard', price: 5, time: '4-10 business days'},
  {id: 'express', label: 'Express', price: 16, time: '2-5 business days'},
  {id: 'super-fast', label: 'Super fast', price: 25, time: '1 business day'},
] as const;
const PAYMENT = [
  {id: 'mastercard', label: 'Mastercard'},
  {id: 'visa', label: 'Visa'},
  {id: 'paypal', label: 'PayPal'},
] as const;
const SUBTOTAL = 42;

const money = (amount: number) => `$${amount.toFixed(2)}`;

export default function Checkout() {
  const [delivery, setDelivery] = useState<string>('standard');
  const [placed, setPlaced] = useState<string | null>(null);
  const shipping = DELIVERY.find((option) => option.id === delivery)?.price ?? 0;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setPlaced(`${String(data.get('delivery'))} delivery, paid with ${String(data.get('payment'))}`);
  };

  return (
    <Form onSubmit={onSubmit} aria-label="Checkout" style={{width: '100%', maxWidth: 520}}>
      <RadioGroup
        label="Delivery"
        name="delivery"
        value={delivery}
        onChange={setDelivery}
        variant="card"
        isRequired
      >
        {DELIVERY.map(({id, label, price, time}) => (
          <Radio key={id} value={id} description={`${money(price)} · ${time}`}>
            {label}
          </Radio>
        ))}
      </RadioGroup>
      <RadioGroup
        label="Payment method"
        name="payment"
        isRequired
        orientation="horizontal"
        errorMessage="Choose a payment method."
      >
        {PAYMENT.map(({id, label}) => (
          <Radio key={id} value={id}>
            {label}
          </Radio>
        ))}
      </RadioGroup>
      <Separator />
      <dl
        style={{display: 'grid', gridTemplateColumns: '1fr auto', gap: '0.25rem 1rem', margin: 0}}
      >
        <dt>Subtotal (sample cart)</dt>
        <dd style={{margin: 0}}>{money(SUBTOTAL)}</dd>
        <dt>Delivery</dt>
        <dd style={{margin: 0}}>{money(shipping)}</dd>
        <dt style={{fontWeight: 700}}>Total</dt>
        <dd style={{margin: 0, fontWeight: 700}} aria-live="polite">
          {money(SUBTOTAL + shipping)}
        </dd>
      </dl>
      <Button type="submit">Place order</Button>
      {placed ? (
        <Alert status="success" title="Order placed (sample)" onDismiss={() => setPlaced(null)}>
          {placed}.
        </Alert>
      ) : null}
    </Form>
  );
}

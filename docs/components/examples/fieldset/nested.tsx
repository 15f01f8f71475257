import {Fieldset, Radio, RadioGroup, TextField} from '@tessera-ui/react';

export default function CheckoutSections() {
  return (
    <div style={{display: 'grid', gap: 24}}>
      <Fieldset legend="Contact">
        <TextField label="Email" type="email" name="email" autoComplete="email" />
      </Fieldset>
      <Fieldset legend="Payment">
        <RadioGroup aria-label="Payment method" name="payment" defaultValue="visa">
          <Radio value="mastercard">Mastercard</Radio>
          <Radio value="visa">Visa</Radio>
          <Radio value="paypal">PayPal</Radio>
        </RadioGroup>
      </Fieldset>
    </div>
  );
}

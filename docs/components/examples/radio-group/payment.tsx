import {Radio, RadioGroup} from '@tessera-ui/react';

export default function PaymentMethods() {
  return (
    <RadioGroup label="Payment method" name="payment" orientation="horizontal" defaultValue="visa">
      <Radio value="mastercard">Mastercard</Radio>
      <Radio value="visa">Visa</Radio>
      <Radio value="paypal" isDisabled>
        PayPal (unavailable)
      </Radio>
    </RadioGroup>
  );
}

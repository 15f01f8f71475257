import {Fieldset, TextField} from '@tessera-ui/react';

export default function ShippingAddress() {
  return (
    <Fieldset legend="Shipping address" description="We deliver to addresses in the EU only.">
      <TextField label="Street" name="street" autoComplete="street-address" />
      <TextField label="City" name="city" autoComplete="address-level2" />
      <TextField label="Postal code" name="postalCode" autoComplete="postal-code" />
    </Fieldset>
  );
}

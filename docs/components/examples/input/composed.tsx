import {useId} from 'react';
import {Description, Input, Label} from '@tessera-ui/react';

export default function CouponInput() {
  const id = useId();
  const hintId = `${id}-hint`;

  return (
    <div style={{display: 'grid', gap: 6, maxWidth: 320}}>
      <Label htmlFor={id}>Coupon code</Label>
      <Input id={id} name="coupon" aria-describedby={hintId} autoComplete="off" />
      <Description id={hintId}>Codes are not case-sensitive.</Description>
    </div>
  );
}

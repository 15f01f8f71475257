import {useId} from 'react';
import {Input, Label} from '@tessera-ui/react';

export default function RequiredLabel() {
  const id = useId();

  return (
    <div style={{display: 'grid', gap: 6, maxWidth: 320}}>
      <Label htmlFor={id} isRequired>
        Company
      </Label>
      <Input id={id} name="company" autoComplete="organization" required />
    </div>
  );
}

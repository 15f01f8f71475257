import {useId} from 'react';
import {Input, Label} from '@tessera-ui/react';

export default function LabelHero() {
  const id = useId();

  return (
    <div style={{display: 'grid', gap: 6, maxWidth: 320}}>
      <Label htmlFor={id}>Display name</Label>
      <Input id={id} name="displayName" autoComplete="nickname" />
    </div>
  );
}

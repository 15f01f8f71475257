import {useId} from 'react';
import {Description, Input, Label} from '@tessera-ui/react';

export default function ComposedDescription() {
  const id = useId();
  const descriptionId = `${id}-description`;

  return (
    <div style={{display: 'grid', gap: 6, maxWidth: 320}}>
      <Label htmlFor={id}>Team handle</Label>
      <Input id={id} aria-describedby={descriptionId} />
      <Description id={descriptionId}>Shown in mentions, like @design-team.</Description>
    </div>
  );
}

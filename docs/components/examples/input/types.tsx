import {useId} from 'react';
import {Input, Label} from '@tessera-ui/react';

const fields = [
  {label: 'Email', type: 'email', autoComplete: 'email'},
  {label: 'Password', type: 'password', autoComplete: 'current-password'},
  {label: 'Website', type: 'url', autoComplete: 'url'},
  {label: 'Phone', type: 'tel', autoComplete: 'tel'},
];

export default function InputTypes() {
  const id = useId();

  return (
    <div style={{display: 'grid', gap: 12, maxWidth: 320}}>
      {fields.map(({label, type, autoComplete}) => (
        <div key={type} style={{display: 'grid', gap: 6}}>
          <Label htmlFor={`${id}-${type}`}>{label}</Label>
          <Input id={`${id}-${type}`} type={type} autoComplete={autoComplete} />
        </div>
      ))}
      <div style={{display: 'grid', gap: 6}}>
        <Label htmlFor={`${id}-age`}>Age</Label>
        <Input id={`${id}-age`} type="number" min={0} max={150} />
      </div>
    </div>
  );
}

import {Checkbox} from '@tessera-ui/react';

export default function CheckboxSizes() {
  return (
    <div style={{display: 'grid', gap: 12}}>
      <Checkbox size="sm">Small</Checkbox>
      <Checkbox size="md" defaultSelected>
        Medium
      </Checkbox>
      <Checkbox size="lg">Large</Checkbox>
    </div>
  );
}

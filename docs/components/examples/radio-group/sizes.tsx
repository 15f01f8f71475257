import {Radio, RadioGroup} from '@tessera-ui/react';

export default function RadioGroupSizes() {
  return (
    <div style={{display: 'grid', gap: 24}}>
      {(['sm', 'md', 'lg'] as const).map((size) => (
        <RadioGroup
          key={size}
          label={`Size ${size}`}
          size={size}
          orientation="horizontal"
          defaultValue="a"
        >
          <Radio value="a">Daily</Radio>
          <Radio value="b">Weekly</Radio>
        </RadioGroup>
      ))}
    </div>
  );
}

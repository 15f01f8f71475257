import {Radio, RadioGroup} from '@tessera-ui/react';

const options = [
  {value: 'standard', label: 'Standard', price: '$5.00', time: '4-10 business days'},
  {value: 'express', label: 'Express', price: '$16.00', time: '2-5 business days'},
  {value: 'super-fast', label: 'Super fast', price: '$25.00', time: '1 business day'},
];

export default function DeliveryOptions() {
  return (
    <RadioGroup
      label="Delivery (sample prices)"
      name="delivery"
      variant="card"
      orientation="horizontal"
      defaultValue="standard"
    >
      {options.map(({value, label, price, time}) => (
        <Radio key={value} value={value} description={`${price} · ${time}`}>
          {label}
        </Radio>
      ))}
    </RadioGroup>
  );
}

import {useState} from 'react';
import {Slider} from '@tessera-ui/react';

const bill = 48;
const money = (amount: number) =>
  amount.toLocaleString('en-US', {style: 'currency', currency: 'USD'});

export default function TipSlider() {
  const [tip, setTip] = useState(0.15);

  return (
    <div style={{display: 'grid', gap: 12, maxWidth: 320}}>
      <Slider
        label="Tip"
        value={tip}
        onChange={setTip}
        maxValue={0.3}
        step={0.05}
        formatOptions={{style: 'percent'}}
      />
      <p style={{margin: 0}}>
        Tip on {money(bill)}: {money(bill * tip)}. Total: {money(bill * (1 + tip))}.
      </p>
    </div>
  );
}

import {useState} from 'react';
import {Slider} from '@tessera-ui/react';

const laptops = [
  {name: 'Aero 13', price: 649},
  {name: 'Nimbus 14', price: 899},
  {name: 'Vector 15', price: 1199},
  {name: 'Summit 16', price: 1549},
  {name: 'Atlas 17', price: 1999},
];

export default function PriceRange() {
  const [range, setRange] = useState([600, 1600]);
  const [min = 0, max = 2000] = range;
  const matches = laptops.filter((laptop) => laptop.price >= min && laptop.price <= max);

  return (
    <div style={{display: 'grid', gap: 12, maxWidth: 360}}>
      <Slider
        label="Price"
        value={range}
        onChange={setRange}
        maxValue={2000}
        step={50}
        formatOptions={{style: 'currency', currency: 'USD', maximumFractionDigits: 0}}
      />
      <p style={{margin: 0}}>
        {matches.length} of {laptops.length} laptops in this range (sample data):
      </p>
      <ul style={{margin: 0}}>
        {matches.map((laptop) => (
          <li key={laptop.name}>
            {laptop.name}, ${laptop.price.toLocaleString('en-US')}
          </li>
        ))}
      </ul>
    </div>
  );
}

import {useState} from 'react';
import {NumberField} from '@tessera-ui/react';

const pricePerSeat = 8;

export default function SeatsField() {
  const [seats, setSeats] = useState(20);

  return (
    <div style={{display: 'grid', gap: 12, maxWidth: 240}}>
      <NumberField
        label="Seats"
        description="Sold in packs of 5, from 5 to 100."
        value={seats}
        onChange={setSeats}
        minValue={5}
        maxValue={100}
        step={5}
      />
      <p style={{margin: 0}}>
        {Number.isNaN(seats) ? 'Enter a number of seats.' : `$${seats * pricePerSeat} per month`}
      </p>
    </div>
  );
}

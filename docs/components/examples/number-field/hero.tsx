import {useState} from 'react';
import {NumberField} from '@tessera-ui/react';

const ticketPrice = 24;

export default function NumberFieldHero() {
  const [tickets, setTickets] = useState(4);
  // An emptied field reports NaN.
  const count = Number.isNaN(tickets) ? 0 : tickets;

  return (
    <div style={{display: 'grid', gap: 12, maxWidth: 220}}>
      <NumberField
        label="Tickets"
        description="Up to 8 per order."
        value={tickets}
        onChange={setTickets}
        minValue={1}
        maxValue={8}
      />
      <p style={{margin: 0}}>
        Total: {(count * ticketPrice).toLocaleString('en-US', {style: 'currency', currency: 'USD'})}
      </p>
    </div>
  );
}

// Sample content: a hotel booking form with stay dates, room type, guests and a price summary.
import {useState} from 'react';
import {getLocalTimeZone, today, type CalendarDate} from '@internationalized/date';
import {
  Alert,
  Button,
  DateRangePicker,
  Form,
  NumberField,
  Select,
  SelectItem,
} from '@tessera-ui/react';

const ROOMS: Record<string, {name: string; price: number}> = {
  standard: {name: 'Standard double', price: 120},
  deluxe: {name: 'Deluxe king', price: 180},
  suite: {name: 'Junior suite', price: 260},
};

// Stays start today at the earliest: earlier days are unavailable in the calendar.
const TODAY = today(getLocalTimeZone());

const DAY = {dateStyle: 'medium'} as const;

type Stay = {start: CalendarDate; end: CalendarDate};

export default function Booking() {
  const [stay, setStay] = useState<Stay | null>({
    start: TODAY.add({days: 14}),
    end: TODAY.add({days: 17}),
  });
  const [room, setRoom] = useState('deluxe');
  const [guests, setGuests] = useState(2);
  const [booked, setBooked] = useState<string | null>(null);

  const {name, price} = ROOMS[room]!;
  const nights = stay ? stay.end.compare(stay.start) : 0;
  const total = (nights * price).toLocaleString('en-US', {style: 'currency', currency: 'USD'});

  return (
    <Form
      style={{display: 'grid', gap: '1rem', width: '100%', maxWidth: 420}}
      onSubmit={(event) => {
        event.preventDefault();
        const from = stay!.start.toDate(getLocalTimeZone()).toLocaleDateString('en-US', DAY);
        setBooked(`${name}, ${nights} nights from ${from}, guests: ${guests}. Total ${total}.`);
      }}
    >
      <DateRangePicker
        label="Stay dates"
        value={stay}
        onChange={(value) => {
          setStay(value);
          setBooked(null);
        }}
        minValue={TODAY}
        validate={(range) =>
          range && range.end.compare(range.start) < 1 ? 'Stay one night or more.' : null
        }
        isRequired
        description="Sample hotel: check-in from 3 pm, check-out by 11 am."
      />
      <Select
        label="Room type"
        selectedKey={room}
        onSelectionChange={(key) => {
          setRoom(String(key));
          setBooked(null);
        }}
      >
        {Object.entries(ROOMS).map(([id, option]) => (
          <SelectItem key={id} id={id}>
            {`${option.name} – $${option.price} a night`}
          </SelectItem>
        ))}
      </Select>
      <NumberField
        label="Guests"
        minValue={1}
        maxValue={6}
        value={guests}
        onChange={(value) => {
          setGuests(value);
          setBooked(null);
        }}
        isRequired
      />
      <p style={{margin: 0}}>
        {nights} {nights === 1 ? 'night' : 'nights'} × ${price} = <strong>{total}</strong>
      </p>
      <Button type="submit">Book</Button>
      {booked ? (
        <Alert status="success" title="Booking confirmed">
          {booked}
        </Alert>
      ) : null}
    </Form>
  );
}

import {useState} from 'react';
import {parseDateTime, type DateValue} from '@internationalized/date';
import {DateField} from '@tessera-ui/react';

export default function ServiceAppointmentField() {
  const [slot, setSlot] = useState<DateValue | null>(null);

  return (
    <div style={{display: 'grid', gap: 12, maxWidth: 320}}>
      <DateField
        label="Service appointment"
        granularity="minute"
        placeholderValue={parseDateTime('2027-05-03T09:00')}
        value={slot}
        onChange={setSlot}
      />
      <p style={{margin: 0}}>Requested: {slot ? slot.toString() : 'not set yet'}</p>
    </div>
  );
}

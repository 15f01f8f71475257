import {useState} from 'react';
import {isWeekend, parseDate, type DateValue} from '@internationalized/date';
import {DatePicker} from '@tessera-ui/react';

// The clinic sees pets on weekdays only, and is closed for training on 14 and 15 April.
const closed = ['2027-04-14', '2027-04-15'];

function isClosed(date: DateValue) {
  return isWeekend(date, 'en-US') || closed.includes(date.toString());
}

export default function VetAppointmentPicker() {
  const [day, setDay] = useState(parseDate('2027-04-13'));

  return (
    <div style={{display: 'grid', gap: 12, maxWidth: 320}}>
      <DatePicker
        label="Appointment"
        value={day}
        onChange={(value) => value && setDay(value)}
        minValue={parseDate('2027-04-05')}
        maxValue={parseDate('2027-05-28')}
        isDateUnavailable={isClosed}
        errorMessage="The clinic is closed that day."
      />
      <p style={{margin: 0}}>Booked for {day.toString()}</p>
    </div>
  );
}

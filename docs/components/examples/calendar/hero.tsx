import {useState} from 'react';
import {parseDate} from '@internationalized/date';
import {Calendar} from '@tessera-ui/react';

export default function CheckInCalendar() {
  const [checkIn, setCheckIn] = useState(parseDate('2027-06-10'));

  return (
    <div style={{display: 'grid', gap: 12, justifyItems: 'start'}}>
      <Calendar aria-label="Check-in date" value={checkIn} onChange={setCheckIn} />
      <p style={{margin: 0}}>Check-in: {checkIn.toString()}</p>
    </div>
  );
}

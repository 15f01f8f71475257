import {useState} from 'react';
import {parseDate} from '@internationalized/date';
import {Calendar} from '@tessera-ui/react';

// The courier needs two working days: a date the reader may pick, but the form cannot accept.
const earliest = parseDate('2027-05-12');

export default function DeliveryDayCalendar() {
  const [day, setDay] = useState(parseDate('2027-05-11'));

  return (
    <Calendar
      aria-label="Delivery day"
      value={day}
      onChange={setDay}
      isInvalid={day.compare(earliest) < 0}
      errorMessage="Choose 12 May or later: the courier needs two working days."
    />
  );
}

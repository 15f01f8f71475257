import {isWeekend, parseDate, type DateValue} from '@internationalized/date';
import {Calendar} from '@tessera-ui/react';

const fullyBooked = ['2027-05-06', '2027-05-19'];

// The studio takes bookings from 8 March to 28 May, on weekdays that are not fully booked.
function isUnavailable(date: DateValue) {
  return isWeekend(date, 'en-US') || fullyBooked.includes(date.toString());
}

export default function StudioBookingCalendar() {
  return (
    <Calendar
      aria-label="Recording session"
      defaultFocusedValue={parseDate('2027-05-12')}
      minValue={parseDate('2027-03-08')}
      maxValue={parseDate('2027-05-28')}
      isDateUnavailable={isUnavailable}
    />
  );
}

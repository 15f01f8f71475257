import {parseDate} from '@internationalized/date';
import {DatePicker} from '@tessera-ui/react';

export default function CheckInDatePicker() {
  return (
    <div style={{maxWidth: 320}}>
      <DatePicker
        label="Check-in date"
        name="checkin"
        defaultValue={parseDate('2027-06-10')}
        minValue={parseDate('2027-06-07')}
        description="Rooms for the festival week are available from 7 June."
      />
    </div>
  );
}

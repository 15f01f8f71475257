import {parseDate} from '@internationalized/date';
import {DateField} from '@tessera-ui/react';

export default function DepartureDateField() {
  return (
    <div style={{maxWidth: 320}}>
      <DateField
        label="Departure date"
        name="departure"
        defaultValue={parseDate('2027-07-03')}
        description="Flights leave Lisbon at 9:40."
      />
    </div>
  );
}

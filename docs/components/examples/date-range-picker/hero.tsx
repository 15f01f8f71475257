import {parseDate} from '@internationalized/date';
import {DateRangePicker} from '@tessera-ui/react';

export default function LeaveRequestPicker() {
  return (
    <div style={{maxWidth: 360}}>
      <DateRangePicker
        label="Leave dates"
        startName="leaveStart"
        endName="leaveEnd"
        defaultValue={{start: parseDate('2027-08-09'), end: parseDate('2027-08-20')}}
        description="Your manager is notified when you submit."
      />
    </div>
  );
}

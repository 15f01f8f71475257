import {useState} from 'react';
import {parseDate} from '@internationalized/date';
import {RangeCalendar} from '@tessera-ui/react';

export default function LeaveRequestCalendar() {
  const [leave, setLeave] = useState({
    start: parseDate('2027-08-09'),
    end: parseDate('2027-08-13'),
  });
  const days = leave.end.compare(leave.start) + 1;

  return (
    <div style={{display: 'grid', gap: 12, justifyItems: 'start'}}>
      <RangeCalendar aria-label="Annual leave" value={leave} onChange={setLeave} />
      <p style={{margin: 0}}>
        Requesting {days} {days === 1 ? 'day' : 'days'}: {leave.start.toString()} to{' '}
        {leave.end.toString()}
      </p>
    </div>
  );
}

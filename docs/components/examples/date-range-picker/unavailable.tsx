import {useState} from 'react';
import {isWeekend, parseDate, type CalendarDate} from '@internationalized/date';
import {DateRangePicker} from '@tessera-ui/react';

type Period = {start: CalendarDate; end: CalendarDate};

// Exports cover business days in the current financial year; a range may span weekends.
export default function ReportRangePicker() {
  const [period, setPeriod] = useState<Period | null>({
    start: parseDate('2027-03-01'),
    end: parseDate('2027-03-12'),
  });

  return (
    <div style={{display: 'grid', gap: 12, maxWidth: 360}}>
      <DateRangePicker
        label="Report period"
        value={period}
        onChange={setPeriod}
        minValue={parseDate('2026-04-01')}
        maxValue={parseDate('2027-03-31')}
        isDateUnavailable={(date) => isWeekend(date, 'en-US')}
        allowsNonContiguousRanges
        errorMessage="Start and end on a business day within the financial year."
      />
      <p style={{margin: 0}}>
        Export: {period ? `${period.start.toString()} to ${period.end.toString()}` : 'no period'}
      </p>
    </div>
  );
}

import {isWeekend, parseDate, type DateValue} from '@internationalized/date';
import {RangeCalendar} from '@tessera-ui/react';

// Sales reports cover business days of the last financial year; a range may span weekends.
export default function ReportRangeCalendar() {
  return (
    <RangeCalendar
      aria-label="Report period"
      defaultFocusedValue={parseDate('2027-03-15')}
      minValue={parseDate('2026-04-01')}
      maxValue={parseDate('2027-03-31')}
      isDateUnavailable={(date: DateValue) => isWeekend(date, 'en-US')}
      allowsNonContiguousRanges
    />
  );
}

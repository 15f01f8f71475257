import type {ReactNode, Ref} from 'react';
import {
  RangeCalendar as RACRangeCalendar,
  Text,
  type DateValue,
  type RangeCalendarProps as RACRangeCalendarProps,
} from 'react-aria-components';
import {CalendarHeader, CalendarMonthGrid} from '../Calendar/Calendar';
import {composeClassName} from '../utils/composeClassName';
import './RangeCalendar.css';

export interface RangeCalendarProps<T extends DateValue> extends Omit<
  RACRangeCalendarProps<T>,
  'children'
> {
  /** Message shown under the grid while `isInvalid` is set. */
  errorMessage?: ReactNode;
  /** Ref to the wrapping `<div>`. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * A month grid for picking a range of dates: the first Enter or click sets the start, the second
 * the end, with the range highlighted as focus moves in between. Keys and locale as in `Calendar`.
 */
export function RangeCalendar<T extends DateValue>({
  errorMessage,
  className,
  ...props
}: RangeCalendarProps<T>) {
  return (
    <RACRangeCalendar
      {...props}
      className={composeClassName(className, 'ui-Calendar', 'ui-RangeCalendar')}
    >
      <CalendarHeader />
      <CalendarMonthGrid />
      {errorMessage != null && props.isInvalid && (
        <Text slot="errorMessage" className="ui-Calendar-error">
          {errorMessage}
        </Text>
      )}
    </RACRangeCalendar>
  );
}

import {
  DateRangePicker as RACDateRangePicker,
  Dialog,
  Group,
  Popover,
  type DateRangePickerProps as RACDateRangePickerProps,
  type DateValue,
} from 'react-aria-components';
import {DateFieldFrame, SegmentedInput, type DateFieldOwnProps} from '../DateField/DateField';
import {CalendarButton} from '../DatePicker/DatePicker';
import {RangeCalendar} from '../RangeCalendar/RangeCalendar';
import {composeClassName} from '../utils/composeClassName';
import './DateRangePicker.css';

export interface DateRangePickerProps<T extends DateValue>
  extends Omit<RACDateRangePickerProps<T>, 'children'>, DateFieldOwnProps {}

/**
 * Two date fields (start and end) with a button that opens a range calendar in a popover dialog:
 * type both dates in segments, or pick the range with the grid keys and Enter twice; Escape closes
 * the calendar and returns focus.
 */
export function DateRangePicker<T extends DateValue>({
  label,
  description,
  errorMessage,
  size = 'md',
  className,
  ...props
}: DateRangePickerProps<T>) {
  return (
    <RACDateRangePicker
      {...props}
      data-size={size}
      className={composeClassName(className, 'ui-DateRangePicker')}
    >
      <DateFieldFrame
        label={label}
        description={description}
        errorMessage={errorMessage}
        isRequired={props.isRequired}
      >
        <Group
          className="ui-DateField-input ui-DatePicker-group ui-DateRangePicker-group"
          data-size={size}
        >
          <SegmentedInput slot="start" size={size} className="ui-DateRangePicker-input" />
          <span aria-hidden="true" className="ui-DateRangePicker-separator">
            –
          </span>
          <SegmentedInput slot="end" size={size} className="ui-DateRangePicker-input" />
          <CalendarButton />
        </Group>
      </DateFieldFrame>
      <Popover className="ui-Popover ui-DatePickerPopover" placement="bottom end" offset={4}>
        <Dialog className="ui-DatePicker-dialog">
          <RangeCalendar />
        </Dialog>
      </Popover>
    </RACDateRangePicker>
  );
}

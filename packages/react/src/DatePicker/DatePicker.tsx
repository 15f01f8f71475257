import {
  Button,
  DatePicker as RACDatePicker,
  Dialog,
  Group,
  Popover,
  type DatePickerProps as RACDatePickerProps,
  type DateValue,
} from 'react-aria-components';
import {Calendar} from '../Calendar/Calendar';
import {DateFieldFrame, SegmentedInput, type DateFieldOwnProps} from '../DateField/DateField';
import {composeClassName} from '../utils/composeClassName';
import {Icon} from '../utils/icons';
// The calendar opens in a surface that looks like the library's Popover.
import '../Popover/Popover.css';
import './DatePicker.css';

// ---------------------------------------------------------------------------------------------
// Parts shared with DateRangePicker (internal; not exported from the package)
// ---------------------------------------------------------------------------------------------

/** The button that opens the calendar; RAC names it ("Calendar") and links it to the label. */
export function CalendarButton() {
  return (
    <Button className="ui-DatePicker-button">
      <Icon>
        <rect x="3" y="4" width="18" height="18" rx="2" />
        <path d="M16 2v4M8 2v4M3 10h18" />
      </Icon>
    </Button>
  );
}

// ---------------------------------------------------------------------------------------------
// DatePicker
// ---------------------------------------------------------------------------------------------

export interface DatePickerProps<T extends DateValue>
  extends Omit<RACDatePickerProps<T>, 'children'>, DateFieldOwnProps {}

/**
 * A date field with a button that opens a calendar in a popover dialog (the APG date picker
 * dialog): type the date in segments, or open the calendar with the button (or Alt+Arrow Down),
 * pick a day with the grid keys and Enter; Escape closes it and returns focus.
 */
export function DatePicker<T extends DateValue>({
  label,
  description,
  errorMessage,
  size = 'md',
  className,
  ...props
}: DatePickerProps<T>) {
  return (
    <RACDatePicker
      {...props}
      data-size={size}
      className={composeClassName(className, 'ui-DatePicker')}
    >
      <DateFieldFrame
        label={label}
        description={description}
        errorMessage={errorMessage}
        isRequired={props.isRequired}
      >
        <Group className="ui-DateField-input ui-DatePicker-group" data-size={size}>
          <SegmentedInput size={size} className="ui-DatePicker-input" />
          <CalendarButton />
        </Group>
      </DateFieldFrame>
      <Popover className="ui-Popover ui-DatePickerPopover" placement="bottom end" offset={4}>
        <Dialog className="ui-DatePicker-dialog">
          <Calendar />
        </Dialog>
      </Popover>
    </RACDatePicker>
  );
}

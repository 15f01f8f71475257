import {
  TimeField as RACTimeField,
  type TimeFieldProps as RACTimeFieldProps,
  type TimeValue,
} from 'react-aria-components';
import {DateFieldFrame, SegmentedInput, type DateFieldOwnProps} from '../DateField/DateField';
import {composeClassName} from '../utils/composeClassName';
import './TimeField.css';

export interface TimeFieldProps<T extends TimeValue>
  extends Omit<RACTimeFieldProps<T>, 'children'>, DateFieldOwnProps {}

/**
 * A time typed in segments (hour, minute, and AM/PM where the locale uses a 12-hour clock), each an
 * ARIA spin button: Arrow Up/Down change the focused segment, digits type it. `hourCycle` forces a
 * 12- or 24-hour clock; `granularity` adds seconds or keeps hours only.
 */
export function TimeField<T extends TimeValue>({
  label,
  description,
  errorMessage,
  size = 'md',
  className,
  ...props
}: TimeFieldProps<T>) {
  return (
    <RACTimeField
      {...props}
      data-size={size}
      className={composeClassName(className, 'ui-TimeField')}
    >
      <DateFieldFrame
        label={label}
        description={description}
        errorMessage={errorMessage}
        isRequired={props.isRequired}
      >
        <SegmentedInput size={size} />
      </DateFieldFrame>
    </RACTimeField>
  );
}

import type {ReactNode, Ref} from 'react';
import {
  DateField as RACDateField,
  DateInput,
  DateSegment,
  type DateFieldProps as RACDateFieldProps,
  type DateValue,
  type ValidationResult,
} from 'react-aria-components';
import {Description} from '../Description/Description';
import {FieldError} from '../FieldError/FieldError';
import {Label} from '../Label/Label';
import {composeClassName} from '../utils/composeClassName';
import './DateField.css';

// ---------------------------------------------------------------------------------------------
// Segmented input shared with TimeField and the pickers (internal; not exported from the package)
// ---------------------------------------------------------------------------------------------

/** A row of spin-button segments (month, day, year, hour…) drawn like an Input. */
export function SegmentedInput({
  size,
  slot,
  className = 'ui-DateField-input',
}: {
  size: 'sm' | 'md' | 'lg';
  slot?: string;
  className?: string;
}) {
  return (
    <DateInput slot={slot} className={className} data-size={size}>
      {(segment) => <DateSegment segment={segment} className="ui-DateField-segment" />}
    </DateInput>
  );
}

/**
 * A date or time field's label above its control and its description and error below it, as every
 * date and time field lays them out (internal; not exported from the package).
 */
export function DateFieldFrame({
  label,
  description,
  errorMessage,
  isRequired,
  children,
}: Pick<DateFieldOwnProps, 'label' | 'description' | 'errorMessage'> & {
  isRequired?: boolean;
  children: ReactNode;
}) {
  return (
    <>
      {label != null && <Label isRequired={isRequired}>{label}</Label>}
      {children}
      {description != null && <Description>{description}</Description>}
      <FieldError>{errorMessage}</FieldError>
    </>
  );
}

/** What every date and time field adds to React Aria's props. */
export interface DateFieldOwnProps {
  /** Visible label; without one, pass `aria-label`. */
  label?: ReactNode;
  /** Help text under the control, linked with `aria-describedby`. */
  description?: ReactNode;
  /**
   * Message shown while the field is invalid; a function receives the validation state. Without it
   * the messages from `validate`, `validationErrors` or the built-in range checks are shown.
   */
  errorMessage?: ReactNode | ((validation: ValidationResult) => ReactNode);
  /** Control height and text size, as in TextField. @default 'md' */
  size?: 'sm' | 'md' | 'lg';
  /** Ref to the wrapping `<div>`. */
  ref?: Ref<HTMLDivElement>;
}

// ---------------------------------------------------------------------------------------------
// DateField
// ---------------------------------------------------------------------------------------------

export interface DateFieldProps<T extends DateValue>
  extends Omit<RACDateFieldProps<T>, 'children'>, DateFieldOwnProps {}

/**
 * A date typed in segments (month, day, year, in the locale's order), each an ARIA spin button:
 * Arrow Up/Down change the focused segment, digits type it, Arrow Left/Right move between them.
 * A `CalendarDateTime` or `ZonedDateTime` value, or `granularity`, adds time segments.
 */
export function DateField<T extends DateValue>({
  label,
  description,
  errorMessage,
  size = 'md',
  className,
  ...props
}: DateFieldProps<T>) {
  return (
    <RACDateField
      {...props}
      data-size={size}
      className={composeClassName(className, 'ui-DateField')}
    >
      <DateFieldFrame
        label={label}
        description={description}
        errorMessage={errorMessage}
        isRequired={props.isRequired}
      >
        <SegmentedInput size={size} />
      </DateFieldFrame>
    </RACDateField>
  );
}

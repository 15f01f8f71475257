import {clsx} from 'clsx';
import {useContext, useId, type ComponentPropsWithRef, type ReactNode} from 'react';
import {
  CheckboxFieldContext,
  CheckboxGroupContext,
  Provider,
  RadioGroupContext,
  SwitchFieldContext,
  TextFieldContext,
} from 'react-aria-components';
import {FieldErrorIcon} from '../FieldError/FieldErrorIcon';
import '../Description/Description.css';
import '../FieldError/FieldError.css';
import './Fieldset.css';
import {composeClassName} from '../utils';

export interface FieldsetProps extends Omit<ComponentPropsWithRef<'fieldset'>, 'disabled'> {
  /** The group's caption, rendered as `<legend>` (the group's accessible name). */
  legend?: ReactNode;
  /** Help text for the whole group, linked to the fieldset with `aria-describedby`. */
  description?: ReactNode;
  /** Group-level message, shown and linked while `isInvalid` is true. */
  errorMessage?: ReactNode;
  /**
   * Marks the group invalid and shows `errorMessage`.
   * @default false
   */
  isInvalid?: boolean;
  /**
   * Disables every field inside: natively (`<fieldset disabled>`) and in the Tessera fields' state,
   * so they also look disabled.
   * @default false
   */
  isDisabled?: boolean;
}

/** Groups related fields under a legend, with help text and an error message for the group. */
export function Fieldset({
  legend,
  description,
  errorMessage,
  isInvalid = false,
  isDisabled = false,
  className,
  children,
  ...props
}: FieldsetProps) {
  const id = useId();
  const descriptionId = `${id}-description`;
  const errorId = `${id}-error`;
  const showError = isInvalid && Boolean(errorMessage);
  const describedBy = clsx(
    props['aria-describedby'],
    description && descriptionId,
    showError && errorId,
  );
  // React Aria fields keep their own disabled state; tell them, so they style and behave as disabled.
  // When not disabled, pass on whatever an outer provider (e.g. a disabled outer Fieldset) set.
  const disabled = {isDisabled: true} as const;
  const outerText = useContext(TextFieldContext);
  const outerCheckbox = useContext(CheckboxFieldContext);
  const outerCheckboxGroup = useContext(CheckboxGroupContext);
  const outerRadioGroup = useContext(RadioGroupContext);
  const outerSwitch = useContext(SwitchFieldContext);
  return (
    <fieldset
      {...props}
      className={composeClassName(className, 'ui-Fieldset')}
      disabled={isDisabled}
      aria-describedby={describedBy || undefined}
      data-invalid={isInvalid || undefined}
      data-disabled={isDisabled || undefined}
    >
      {legend ? <legend className="ui-Fieldset-legend">{legend}</legend> : null}
      {description ? (
        <p id={descriptionId} className="ui-Description">
          {description}
        </p>
      ) : null}
      {/* Always rendered, so toggling isDisabled never remounts the fields and loses their input. */}
      <Provider
        values={[
          [TextFieldContext, isDisabled ? disabled : outerText],
          [CheckboxFieldContext, isDisabled ? disabled : outerCheckbox],
          [CheckboxGroupContext, isDisabled ? disabled : outerCheckboxGroup],
          [RadioGroupContext, isDisabled ? disabled : outerRadioGroup],
          [SwitchFieldContext, isDisabled ? disabled : outerSwitch],
        ]}
      >
        <div className="ui-Fieldset-content">{children}</div>
      </Provider>
      {showError ? (
        <p id={errorId} className="ui-FieldError">
          <FieldErrorIcon />
          <span className="ui-FieldError-text">{errorMessage}</span>
        </p>
      ) : null}
    </fieldset>
  );
}

import type {ReactNode, Ref} from 'react';
import {
  Button,
  Group,
  Input,
  NumberField as RACNumberField,
  type NumberFieldProps as RACNumberFieldProps,
  type ValidationResult,
} from 'react-aria-components';
import {Description} from '../Description/Description';
import {FieldError} from '../FieldError/FieldError';
import {Label} from '../Label/Label';
import {composeClassName} from '../utils/composeClassName';
import {Icon} from '../utils/icons';
import './NumberField.css';

export interface NumberFieldProps extends Omit<RACNumberFieldProps, 'children'> {
  /** Visible label; without one, pass `aria-label`. */
  label?: ReactNode;
  /** Help text under the control, linked with `aria-describedby`. */
  description?: ReactNode;
  /**
   * Message shown while the field is invalid; a function receives the validation state. Without it
   * the messages from `validate`, `validationErrors` or the browser are shown.
   */
  errorMessage?: ReactNode | ((validation: ValidationResult) => ReactNode);
  /** Hint text shown while the field is empty; never a replacement for `label`. */
  placeholder?: string;
  /** Control height and text size, as in TextField. @default 'md' */
  size?: 'sm' | 'md' | 'lg';
  /** Ref to the `<input>` element. */
  inputRef?: Ref<HTMLInputElement>;
  /** Ref to the wrapping `<div>`. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * A number input with − and + steppers (ARIA spinbutton): Arrow Up/Down (and Page Up/Down) step by
 * `step`, Home/End go to `minValue`/`maxValue`; typed text is parsed in the user's locale and
 * formatted with `formatOptions` (currency, percent, units) on blur.
 */
export function NumberField({
  label,
  description,
  errorMessage,
  placeholder,
  size = 'md',
  inputRef,
  className,
  ...props
}: NumberFieldProps) {
  return (
    <RACNumberField
      {...props}
      data-size={size}
      className={composeClassName(className, 'ui-NumberField')}
    >
      {label != null && <Label isRequired={props.isRequired}>{label}</Label>}
      <Group className="ui-NumberField-group" data-size={size}>
        {/* RAC names the steppers ("Decrease"/"Increase" + the label) and keeps them out of the tab order. */}
        <Button slot="decrement" className="ui-NumberField-stepper">
          <Icon>
            <path d="M5 12h14" />
          </Icon>
        </Button>
        <Input ref={inputRef} placeholder={placeholder} className="ui-NumberField-input" />
        <Button slot="increment" className="ui-NumberField-stepper">
          <Icon>
            <path d="M5 12h14M12 5v14" />
          </Icon>
        </Button>
      </Group>
      {description != null && <Description>{description}</Description>}
      <FieldError>{errorMessage}</FieldError>
    </RACNumberField>
  );
}

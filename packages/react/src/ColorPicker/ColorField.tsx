import type {ReactNode, Ref} from 'react';
import {
  ColorField as RACColorField,
  type ColorFieldProps as RACColorFieldProps,
  type ValidationResult,
} from 'react-aria-components';
import {Description} from '../Description/Description';
import {FieldError} from '../FieldError/FieldError';
import {Input} from '../Input/Input';
import {Label} from '../Label/Label';
import {composeClassName} from '../utils/composeClassName';
import './ColorPicker.css';

export interface ColorFieldProps extends RACColorFieldProps {
  /** Visible label; without one, pass `aria-label`. */
  label?: ReactNode;
  /** Help text under the input, linked with `aria-describedby`. */
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
 * Types a colour as hex (`#1d4ed8`), or one channel of it with `channel` (a number field then:
 * arrows step it). Characters that cannot be part of the value are refused as they are typed; an
 * incomplete value goes back to the last valid colour on blur or Enter.
 */
export function ColorField({
  label,
  description,
  errorMessage,
  placeholder,
  size = 'md',
  inputRef,
  className,
  ...props
}: ColorFieldProps) {
  return (
    <RACColorField
      {...props}
      data-size={size}
      className={composeClassName(className, 'ui-ColorField')}
    >
      {label != null && <Label isRequired={props.isRequired}>{label}</Label>}
      <Input ref={inputRef} size={size} placeholder={placeholder} className="ui-ColorField-input" />
      {description != null && <Description>{description}</Description>}
      <FieldError>{errorMessage}</FieldError>
    </RACColorField>
  );
}

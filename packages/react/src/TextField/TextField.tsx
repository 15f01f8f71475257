import type {Ref} from 'react';
import {Input} from '../Input/Input';
import {TextFieldShell, type TextFieldBaseProps} from './TextFieldBase';
import './TextField.css';

export interface TextFieldProps extends TextFieldBaseProps {
  /** Ref to the `<input>` element. */
  inputRef?: Ref<HTMLInputElement>;
  /** Smallest value of a `type="number"` field; below it the field is invalid (native check). */
  min?: number;
  /** Largest value of a `type="number"` field; above it the field is invalid (native check). */
  max?: number;
  /**
   * Step of a `type="number"` field: what the arrow keys add, and which values are valid.
   * @default 1
   */
  step?: number | 'any';
}

/** A single-line text field: label, input, help text, validation message and optional counter. */
export function TextField({inputRef, min, max, step, ...props}: TextFieldProps) {
  return (
    <TextFieldShell
      fieldProps={props}
      baseClassName="ui-TextField"
      renderControl={({placeholder, size}) => (
        <Input
          ref={inputRef}
          size={size}
          placeholder={placeholder}
          min={min}
          max={max}
          step={step}
        />
      )}
    />
  );
}

import type {Ref} from 'react';
import {TextField as RACTextField} from 'react-aria-components';
import {composeClassName} from '../utils/composeClassName';
import {Input} from '../Input/Input';
import {Label} from '../Label/Label';
import {FieldHelp, useTextFieldParts, type TextFieldBaseProps} from './TextFieldBase';
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
export function TextField(props: TextFieldProps) {
  const {
    label,
    description,
    errorMessage,
    placeholder,
    size = 'md',
    showCounter: _showCounter,
    counterMax: _counterMax,
    inputRef,
    min,
    max,
    step,
    className,
    ...rest
  } = props;
  const {value, setValue, counter, describedBy} = useTextFieldParts(props);
  return (
    <RACTextField
      {...rest}
      value={value}
      onChange={setValue}
      aria-describedby={describedBy}
      data-size={size}
      className={composeClassName(className, 'ui-TextField')}
    >
      {label ? <Label isRequired={props.isRequired}>{label}</Label> : null}
      <Input ref={inputRef} size={size} placeholder={placeholder} min={min} max={max} step={step} />
      <FieldHelp description={description} errorMessage={errorMessage} counter={counter} />
    </RACTextField>
  );
}

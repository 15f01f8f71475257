import type {Ref} from 'react';
import {TextArea as RACTextArea, TextField as RACTextField} from 'react-aria-components';
import {composeClassName} from '../utils/composeClassName';
import {Label} from '../Label/Label';
import {FieldHelp, useTextFieldParts, type TextFieldBaseProps} from '../TextField/TextFieldBase';
import '../Input/Input.css';
import '../TextField/TextField.css';
import './TextArea.css';

export interface TextAreaProps extends TextFieldBaseProps {
  /**
   * Visible lines of text before the area scrolls; users can still resize it vertically.
   * @default 3
   */
  rows?: number;
  /** Ref to the `<textarea>` element. */
  inputRef?: Ref<HTMLTextAreaElement>;
}

/** A multi-line text field: label, textarea, help text, validation message and optional counter. */
export function TextArea(props: TextAreaProps) {
  const {
    label,
    description,
    errorMessage,
    placeholder,
    size = 'md',
    rows = 3,
    showCounter: _showCounter,
    counterMax: _counterMax,
    inputRef,
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
      className={composeClassName(className, 'ui-TextArea')}
    >
      {label ? <Label isRequired={props.isRequired}>{label}</Label> : null}
      <RACTextArea
        ref={inputRef}
        rows={rows}
        placeholder={placeholder}
        className="ui-TextArea-input"
        data-size={size}
      />
      <FieldHelp description={description} errorMessage={errorMessage} counter={counter} />
    </RACTextField>
  );
}

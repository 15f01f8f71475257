import type {Ref} from 'react';
import {TextArea as RACTextArea} from 'react-aria-components';
import {TextFieldShell, type TextFieldBaseProps} from '../TextField/TextFieldBase';
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
export function TextArea({rows = 3, inputRef, ...props}: TextAreaProps) {
  return (
    <TextFieldShell
      fieldProps={props}
      baseClassName="ui-TextArea"
      renderControl={({placeholder, size}) => (
        <RACTextArea
          ref={inputRef}
          rows={rows}
          placeholder={placeholder}
          className="ui-TextArea-input"
          data-size={size}
        />
      )}
    />
  );
}

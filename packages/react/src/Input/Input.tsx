import type {Ref} from 'react';
import {Input as RACInput, type InputProps as RACInputProps} from 'react-aria-components';
import {composeClassName} from '../utils/composeClassName';
import './Input.css';

export interface InputProps extends Omit<RACInputProps, 'size'> {
  /**
   * Control height and text size. Replaces the native `size` attribute (a width in characters);
   * set widths with CSS instead.
   * @default 'md'
   */
  size?: 'sm' | 'md' | 'lg';
  /** Ref to the `<input>` element. */
  ref?: Ref<HTMLInputElement>;
}

/**
 * The bare text input (text, email, password, url, tel, number with `min`/`max`). Give it a name with
 * `aria-label` when it is used alone, or put it in a `TextField` to get a label, help text and errors.
 */
export function Input({className, size = 'md', ...props}: InputProps) {
  return (
    <RACInput {...props} data-size={size} className={composeClassName(className, 'ui-Input')} />
  );
}

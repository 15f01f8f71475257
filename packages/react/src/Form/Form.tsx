import type {Ref} from 'react';
import {Form as RACForm, type FormProps as RACFormProps} from 'react-aria-components';
import './Form.css';
import {composeClassName} from '../utils';

export interface FormProps extends RACFormProps {
  /** Ref to the `<form>` element. */
  ref?: Ref<HTMLFormElement>;
}

/**
 * A `<form>` that coordinates its fields' validation. `validationBehavior="native"` (the default)
 * blocks submit and focuses the first invalid field; `"aria"` marks fields invalid as the user types
 * and leaves submit to you. `validationErrors` (e.g. from a server, keyed by field `name`) show on
 * the fields until the user edits them.
 */
export function Form({className, ...props}: FormProps) {
  return <RACForm {...props} className={composeClassName(className, 'ui-Form')} />;
}

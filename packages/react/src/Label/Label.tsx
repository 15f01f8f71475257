import type {Ref} from 'react';
import {Label as RACLabel, type LabelProps as RACLabelProps} from 'react-aria-components';
import './Label.css';
import {composeClassName} from '../utils';

export interface LabelProps extends RACLabelProps {
  /**
   * Shows a required marker after the text. The marker is hidden from assistive tech, which
   * already hears "required" from the field itself.
   * @default false
   */
  isRequired?: boolean;
  /** Ref to the rendered `<label>` (or the element set by `elementType`). */
  ref?: Ref<HTMLLabelElement>;
}

/** The visible name of a field; inside a field component, React Aria wires it to the control. */
export function Label({className, isRequired, ...props}: LabelProps) {
  return (
    <RACLabel
      {...props}
      className={composeClassName(className, 'ui-Label')}
      data-required={isRequired || undefined}
    />
  );
}

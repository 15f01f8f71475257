import type {Ref} from 'react';
import {Text, type TextProps} from 'react-aria-components';
import './Description.css';
import {composeClassName} from '../utils';

export interface DescriptionProps extends Omit<TextProps, 'slot'> {
  /** Ref to the rendered element. */
  ref?: Ref<HTMLElement>;
}

/**
 * Help text for a field. Inside a field component it fills the `description` slot, so React Aria
 * links it to the control with `aria-describedby`.
 */
export function Description({className, ...props}: DescriptionProps) {
  return (
    <Text {...props} slot="description" className={composeClassName(className, 'ui-Description')} />
  );
}

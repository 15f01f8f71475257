import type {Ref} from 'react';
import {Button as RACButton, type ButtonProps as RACButtonProps} from 'react-aria-components';
import {composeClassName, CloseIcon} from '../utils';
import './CloseButton.css';

export interface CloseButtonProps extends Omit<RACButtonProps, 'children'> {
  /** Accessible name of the button. @default 'Close' */
  'aria-label'?: string;
  /** Square size, matching the other controls. @default 'md' */
  size?: 'sm' | 'md' | 'lg';
  /** Ref to the `<button>` element. */
  ref?: Ref<HTMLButtonElement>;
}

/** An icon button with an ✕, named "Close" unless told otherwise; for dialogs, alerts and chips. */
export function CloseButton({size = 'md', className, ...props}: CloseButtonProps) {
  return (
    <RACButton
      aria-label={props['aria-labelledby'] ? undefined : 'Close'}
      {...props}
      className={composeClassName(className, 'ui-CloseButton')}
      data-size={size}
    >
      <CloseIcon />
    </RACButton>
  );
}

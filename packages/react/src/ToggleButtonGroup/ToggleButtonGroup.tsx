import type {Ref} from 'react';
import {
  ToggleButtonGroup as RACToggleButtonGroup,
  type ToggleButtonGroupProps as RACToggleButtonGroupProps,
} from 'react-aria-components';
import {composeClassName} from '../utils/composeClassName';
import './ToggleButtonGroup.css';

export interface ToggleButtonGroupProps extends RACToggleButtonGroupProps {
  /** Joined segmented control (`attached`) or separate buttons with a gap (`spaced`). @default 'attached' */
  variant?: 'attached' | 'spaced';
  /** Ref to the wrapping `<div>`. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * A set of `ToggleButton`s (each with an `id`) sharing one selection: `selectionMode="single"` makes
 * a radio group (`role="radio"`, `aria-checked`), `"multiple"` a toolbar of pressed buttons
 * (`aria-pressed`). One Tab stop; the arrow keys move focus between the buttons (roving tabindex).
 */
export function ToggleButtonGroup({
  variant = 'attached',
  selectionMode = 'single',
  className,
  ...props
}: ToggleButtonGroupProps) {
  return (
    <RACToggleButtonGroup
      {...props}
      selectionMode={selectionMode}
      data-variant={variant}
      className={composeClassName(className, 'ui-ToggleButtonGroup')}
    />
  );
}

import type {Ref} from 'react';
import {
  composeRenderProps,
  ToggleButton as RACToggleButton,
  type ToggleButtonProps as RACToggleButtonProps,
} from 'react-aria-components';
import {composeClassName} from '../utils';
import type {ButtonSize} from './Button';
import './Button.css';

export interface ToggleButtonProps extends RACToggleButtonProps {
  /** Look of the unselected state; the selected state is always accent-tinted. @default 'tertiary' */
  variant?: 'secondary' | 'tertiary' | 'ghost';
  /** Height and padding, matching the other controls. @default 'md' */
  size?: ButtonSize;
  /** Square button holding only an icon; give it an `aria-label`. @default false */
  isIconOnly?: boolean;
  /** Ref to the `<button>` element. */
  ref?: Ref<HTMLButtonElement>;
}

/**
 * A two-state button (`aria-pressed`), e.g. Follow / Following. Keep the accessible name stable
 * when you can: screen readers already announce "pressed"/"not pressed".
 */
export function ToggleButton({
  variant = 'tertiary',
  size = 'md',
  isIconOnly = false,
  className,
  children,
  ...props
}: ToggleButtonProps) {
  return (
    <RACToggleButton
      {...props}
      className={composeClassName(className, 'ui-Button', 'ui-ToggleButton')}
      data-variant={variant}
      data-size={size}
      data-icon-only={isIconOnly || undefined}
    >
      {composeRenderProps(children, (content) => (
        <span className="ui-Button-content">{content}</span>
      ))}
    </RACToggleButton>
  );
}

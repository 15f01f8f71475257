import type {ComponentPropsWithRef, ReactNode} from 'react';
import {CloseButton} from '../CloseButton';
import './Chip.css';
import {composeClassName} from '../utils';

export type ChipType = 'default' | 'accent' | 'success' | 'warning' | 'danger';

export interface ChipProps extends Omit<ComponentPropsWithRef<'span'>, 'children'> {
  /** Colour meaning of the chip. @default 'default' */
  type?: ChipType;
  /** `soft` is a tinted fill, `solid` a strong fill, `outline` a border only. @default 'soft' */
  variant?: 'soft' | 'solid' | 'outline';
  /** Height and text size. @default 'md' */
  size?: 'sm' | 'md' | 'lg';
  /** Chip text (and an optional leading icon). */
  children: ReactNode;
  /** Shows a remove button and is called when it is pressed. */
  onDismiss?: () => void;
  /** Accessible name of the remove button. @default `Remove ${children}` when children is text */
  dismissLabel?: string;
  /** 1.x's name for `type`. @deprecated Use `type` instead. */
  color?: ChipType;
}

/** A compact label for a status, category or filter, optionally removable. */
export function Chip({
  color,
  type = color ?? 'default',
  variant = 'soft',
  size = 'md',
  children,
  onDismiss,
  dismissLabel,
  className,
  ...props
}: ChipProps) {
  const label =
    dismissLabel ??
    (typeof children === 'string' || typeof children === 'number'
      ? `Remove ${children}`
      : 'Remove');
  return (
    <span
      {...props}
      className={composeClassName(className, 'ui-Chip')}
      data-type={type}
      data-variant={variant}
      data-size={size}
      data-dismissible={onDismiss ? true : undefined}
    >
      <span className="ui-Chip-label">{children}</span>
      {onDismiss && (
        <CloseButton className="ui-Chip-dismiss" size="sm" aria-label={label} onPress={onDismiss} />
      )}
    </span>
  );
}

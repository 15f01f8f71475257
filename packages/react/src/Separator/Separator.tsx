import type {Ref} from 'react';
import {
  Separator as RACSeparator,
  type SeparatorProps as RACSeparatorProps,
} from 'react-aria-components';
import './Separator.css';
import {composeClassName} from '../utils';

export interface SeparatorProps extends Omit<RACSeparatorProps, 'className'> {
  /** Direction of the line; vertical separators stretch to their container's height. @default 'horizontal' */
  orientation?: 'horizontal' | 'vertical';
  /** Extra class names, merged with `ui-Separator`. */
  className?: string;
  /** Ref to the separator element (`<hr>`, or a `<div>` when vertical). */
  ref?: Ref<HTMLElement>;
}

/** A divider between groups of content: an `<hr>` when horizontal, `role="separator"` when vertical. */
export function Separator({orientation = 'horizontal', className, ...props}: SeparatorProps) {
  return (
    <RACSeparator
      {...props}
      orientation={orientation}
      className={composeClassName(className, 'ui-Separator')}
      data-orientation={orientation}
    />
  );
}

/**
 * 1.x's name for `Separator`, kept through 2.x so an upgrade can rename it at its own pace.
 * @deprecated Use `Separator` instead.
 */
export const Divider = Separator;

import type {ModalOverlayProps} from 'react-aria-components';
import type {Ref} from 'react';
import {ModalSurface} from '../Dialog/ModalSurface';
import {composeClassName} from '../utils';
import './Drawer.css';

export type DrawerPlacement = 'start' | 'end' | 'top' | 'bottom';

export interface DrawerProps extends ModalOverlayProps {
  /** The edge the drawer slides in from; `start` and `end` follow the writing direction. @default 'end' */
  placement?: DrawerPlacement;
  /** Close when the user presses outside the drawer (on the backdrop). @default true */
  isDismissable?: boolean;
  /** Stop Escape from closing the drawer; leave it on unless the dialog offers another way out. @default false */
  isKeyboardDismissDisabled?: boolean;
  /** Ref to the drawer element (the sheet around the `Dialog`). */
  ref?: Ref<HTMLDivElement>;
}

/**
 * A sheet that slides in from an edge of the screen over a dimmed backdrop, and is modal like
 * `Modal`: focus is contained and the page behind is hidden. Put a `Dialog` inside; open it from a
 * `DialogTrigger` or with `isOpen`/`onOpenChange`.
 */
export function Drawer({
  isDismissable = true,
  isKeyboardDismissDisabled = false,
  placement = 'end',
  className,
  ...props
}: DrawerProps) {
  return (
    <ModalSurface
      {...props}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={isKeyboardDismissDisabled}
      overlay={{className: 'ui-DrawerOverlay', 'data-placement': placement}}
      className={composeClassName(className, 'ui-Drawer')}
      data-placement={placement}
    />
  );
}

import {
  Dialog as RACDialog,
  DialogTrigger as RACDialogTrigger,
  Heading,
  type DialogProps as RACDialogProps,
  type DialogTriggerProps as RACDialogTriggerProps,
  type HeadingProps,
  type ModalOverlayProps,
} from 'react-aria-components';
import {useContext, type HTMLAttributes, type ReactNode, type Ref} from 'react';
import {CloseButton} from '../CloseButton';
import {ModalSurface, ModalSurfaceContext} from './ModalSurface';
import {composeClassName} from '../utils';
import './Dialog.css';

// ---------------------------------------------------------------------------------------------
// DialogTrigger
// ---------------------------------------------------------------------------------------------

export type DialogTriggerProps = RACDialogTriggerProps;

/**
 * Pairs a trigger (a `Button`) with a `Modal` or `Drawer`: pressing the trigger opens it, Escape
 * closes it, and focus returns to the trigger. Control it with `isOpen`/`onOpenChange`.
 */
export function DialogTrigger(props: DialogTriggerProps) {
  return <RACDialogTrigger {...props} />;
}

// ---------------------------------------------------------------------------------------------
// Modal
// ---------------------------------------------------------------------------------------------

export type ModalSize = 'sm' | 'md' | 'lg';

export interface ModalProps extends ModalOverlayProps {
  /** Close when the user presses outside the modal (on the backdrop). @default true */
  isDismissable?: boolean;
  /** Stop Escape from closing the modal; leave it on unless the dialog offers another way out. @default false */
  isKeyboardDismissDisabled?: boolean;
  /** Maximum width of the modal: `sm` for confirmations, `lg` for forms with columns. @default 'md' */
  size?: ModalSize;
  /** Ref to the modal element (the surface around the `Dialog`). */
  ref?: Ref<HTMLDivElement>;
}

/**
 * A centred surface over a dimmed backdrop that blocks the page behind it: focus is contained,
 * the rest of the page is hidden from assistive technology, and page scrolling is locked. Put a
 * `Dialog` inside; open it from a `DialogTrigger` or with `isOpen`/`onOpenChange`.
 */
export function Modal({
  isDismissable = true,
  isKeyboardDismissDisabled = false,
  size = 'md',
  className,
  ...props
}: ModalProps) {
  return (
    <ModalSurface
      {...props}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={isKeyboardDismissDisabled}
      overlay={{className: 'ui-ModalOverlay'}}
      className={composeClassName(className, 'ui-Modal')}
      data-size={size}
    />
  );
}

// ---------------------------------------------------------------------------------------------
// Dialog
// ---------------------------------------------------------------------------------------------

export interface DialogProps extends RACDialogProps {
  /** Heading shown at the top, as a `DialogHeading`; it also names the dialog. Or put a `DialogHeading` in `children`. */
  title?: ReactNode;
  /** Hide the close button in the corner; then give the dialog a visible way to close. @default false */
  isCloseButtonHidden?: boolean;
  /** Accessible name of the close button in the corner. @default 'Close' */
  closeLabel?: string;
  /** The ARIA role: `alertdialog` for an urgent message that needs a response. @default 'dialog' */
  role?: 'dialog' | 'alertdialog';
  /** Ref to the dialog element. */
  ref?: Ref<HTMLElement>;
}

/**
 * The content of a `Modal` or `Drawer` (W3C ARIA dialog pattern): named by its `DialogHeading`,
 * with a close button in the corner and actions in a `DialogFooter`.
 */
export function Dialog({
  title,
  isCloseButtonHidden = false,
  closeLabel = 'Close',
  role = 'dialog',
  className,
  children,
  render,
  ...props
}: DialogProps) {
  const isModal = useContext(ModalSurfaceContext);
  return (
    <RACDialog
      {...props}
      role={role}
      className={composeClassName(className, 'ui-Dialog')}
      data-close-button-hidden={isCloseButtonHidden || undefined}
      // RAC leaves aria-modal off for a Safari bug inside iframes (webkit.org/b/211934) and hides the
      // page instead; the APG dialog pattern asks for it, so a dialog in a Modal or Drawer sets it.
      render={(domProps) => {
        const withModal = {...domProps, 'aria-modal': isModal || undefined};
        return render ? render(withModal, undefined) : <section {...withModal} />;
      }}
    >
      {({close}) => (
        <>
          {title != null && <DialogHeading>{title}</DialogHeading>}
          {typeof children === 'function' ? children({close}) : children}
          {!isCloseButtonHidden && (
            <CloseButton className="ui-Dialog-close" aria-label={closeLabel} onPress={close} />
          )}
        </>
      )}
    </RACDialog>
  );
}

// ---------------------------------------------------------------------------------------------
// DialogHeading / DialogFooter
// ---------------------------------------------------------------------------------------------

export interface DialogHeadingProps extends HeadingProps {
  /** The heading level; keep it in step with the page's outline. @default 2 */
  level?: number;
  /** Ref to the heading element. */
  ref?: Ref<HTMLHeadingElement>;
}

/** The dialog's title: it names the dialog through `aria-labelledby`. */
export function DialogHeading({level = 2, className, ...props}: DialogHeadingProps) {
  return (
    <Heading
      {...props}
      slot="title"
      level={level}
      className={composeClassName(className, 'ui-DialogHeading')}
    />
  );
}

export interface DialogFooterProps extends HTMLAttributes<HTMLDivElement> {
  /** Ref to the footer element. */
  ref?: Ref<HTMLDivElement>;
}

/** The row of actions at the bottom of a dialog, the primary action last. */
export function DialogFooter({className, ...props}: DialogFooterProps) {
  return <div {...props} className={composeClassName(className, 'ui-DialogFooter')} />;
}

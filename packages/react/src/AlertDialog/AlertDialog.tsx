import {Text} from 'react-aria-components';
import type {ReactNode} from 'react';
import {Button} from '../Button';
import {
  Dialog,
  DialogFooter,
  DialogHeading,
  Modal,
  type DialogProps,
  type ModalProps,
} from '../Dialog';
import {composeClassName} from '../utils';
import './AlertDialog.css';

export type AlertDialogVariant = 'danger' | 'primary';

export interface AlertDialogProps
  extends
    Omit<DialogProps, 'title' | 'children' | 'role' | 'isCloseButtonHidden' | 'closeLabel'>,
    Pick<ModalProps, 'isOpen' | 'defaultOpen' | 'onOpenChange' | 'isKeyboardDismissDisabled'> {
  /** The question or consequence, as a heading; it names the dialog. */
  title: ReactNode;
  /** The message under the title; it describes the dialog (`aria-describedby`). */
  children: ReactNode;
  /** Label of the action that goes ahead, best a verb ("Delete project"). @default 'Confirm' */
  confirmLabel?: ReactNode;
  /** Label of the safe action, which closes the dialog and has focus when it opens. @default 'Cancel' */
  cancelLabel?: ReactNode;
  /** Emphasis of the confirm button: `danger` for destructive actions. @default 'danger' */
  variant?: AlertDialogVariant;
  /** Called when the user confirms; the dialog then closes. */
  onConfirm?: () => void;
  /** Close when the user presses outside; off, so a stray click cannot dismiss the question. @default false */
  isDismissable?: boolean;
}

/**
 * Asks the user to confirm an action, usually a destructive one (W3C ARIA alert dialog pattern):
 * focus starts on the safe action, Escape cancels, and a press outside does not.
 */
export function AlertDialog({
  title,
  children,
  confirmLabel = 'Confirm',
  cancelLabel = 'Cancel',
  variant = 'danger',
  onConfirm,
  isOpen,
  defaultOpen,
  onOpenChange,
  isDismissable = false,
  isKeyboardDismissDisabled = false,
  className,
  ...props
}: AlertDialogProps) {
  return (
    <Modal
      isOpen={isOpen}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={isKeyboardDismissDisabled}
      size="sm"
    >
      <Dialog
        {...props}
        role="alertdialog"
        isCloseButtonHidden
        className={composeClassName(className, 'ui-AlertDialog')}
        data-variant={variant}
      >
        {({close}) => (
          <>
            <DialogHeading>{title}</DialogHeading>
            <Text slot="description" elementType="div" className="ui-AlertDialog-message">
              {children}
            </Text>
            <DialogFooter>
              {/* The APG alert dialog pattern puts initial focus on the least destructive action. */}
              {/* eslint-disable-next-line jsx-a11y/no-autofocus */}
              <Button variant="secondary" autoFocus onPress={close}>
                {cancelLabel}
              </Button>
              <Button
                variant={variant}
                onPress={() => {
                  onConfirm?.();
                  close();
                }}
              >
                {confirmLabel}
              </Button>
            </DialogFooter>
          </>
        )}
      </Dialog>
    </Modal>
  );
}

import type {ComponentPropsWithRef, ReactNode} from 'react';
import {CloseButton} from '../CloseButton';
import {composeClassName, DangerIcon, InfoIcon, SuccessIcon, WarningIcon} from '../utils';
import './Alert.css';

export type AlertStatus = 'default' | 'accent' | 'success' | 'warning' | 'danger';

export interface AlertProps extends Omit<ComponentPropsWithRef<'div'>, 'title'> {
  /** Meaning and colour; `warning` and `danger` are announced at once (role="alert"), the others politely (role="status"). @default 'default' */
  status?: AlertStatus;
  /** Short heading of the message. */
  title?: ReactNode;
  /** Leading icon; `false` hides it. @default an icon matching the status */
  icon?: ReactNode | false;
  /** Shows a dismiss button and is called when it is pressed; the parent removes the alert. */
  onDismiss?: () => void;
  /** Accessible name of the dismiss button. @default 'Dismiss' */
  dismissLabel?: string;
}

const icons: Record<AlertStatus, ReactNode> = {
  default: <InfoIcon />,
  accent: <InfoIcon />,
  success: <SuccessIcon />,
  warning: <WarningIcon />,
  danger: <DangerIcon />,
};

/**
 * A message about the page or a task: title, description, optional dismiss.
 *
 * Live-region choice: `role="alert"` is assertive and interrupts the screen reader, which is right
 * for problems the user must act on (warning, danger) and wrong for good news or tips, which use
 * `role="status"` (polite, waits its turn). Either role can be overridden with `role`. Both are
 * announced when the alert is inserted or its text changes, not for content present at page load.
 */
export function Alert({
  status = 'default',
  title,
  icon,
  onDismiss,
  dismissLabel = 'Dismiss',
  className,
  children,
  ...props
}: AlertProps) {
  const urgent = status === 'warning' || status === 'danger';
  return (
    <div
      role={urgent ? 'alert' : 'status'}
      {...props}
      className={composeClassName(className, 'ui-Alert')}
      data-status={status}
      data-dismissible={onDismiss ? true : undefined}
    >
      {icon !== false && <span className="ui-Alert-icon">{icon ?? icons[status]}</span>}
      <div className="ui-Alert-body">
        {title && <div className="ui-Alert-title">{title}</div>}
        {children && <div className="ui-Alert-description">{children}</div>}
      </div>
      {onDismiss && (
        <CloseButton
          className="ui-Alert-dismiss"
          size="sm"
          aria-label={dismissLabel}
          onPress={onDismiss}
        />
      )}
    </div>
  );
}

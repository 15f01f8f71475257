import {useContext, type ReactElement, type ReactNode, type Ref} from 'react';
import {
  Text,
  UNSTABLE_Toast as RACToast,
  UNSTABLE_ToastContent as RACToastContent,
  UNSTABLE_ToastRegion as RACToastRegion,
  UNSTABLE_ToastStateContext as ToastStateContext,
  type QueuedToast,
  type ToastProps as RACToastProps,
  type ToastRegionProps as RACToastRegionProps,
} from 'react-aria-components';
import {Button} from '../Button';
import {CloseButton} from '../CloseButton';
import {composeClassName, DangerIcon, InfoIcon, SuccessIcon, WarningIcon} from '../utils';
import {
  toast as defaultQueue,
  type ToastContent,
  type ToastQueue,
  type ToastTone,
} from './ToastQueue';
import './Toast.css';

// ---------------------------------------------------------------------------------------------
// ToastRegion
// ---------------------------------------------------------------------------------------------

export type ToastPlacement =
  'top start' | 'top' | 'top end' | 'bottom start' | 'bottom' | 'bottom end';

export interface ToastRegionProps extends Omit<
  RACToastRegionProps<ToastContent>,
  'queue' | 'children'
> {
  /** The queue whose toasts it shows. @default toast (the app-wide queue) */
  queue?: ToastQueue;
  /** Corner or edge of the viewport the toasts stack in; newest nearest the edge. @default 'bottom end' */
  placement?: ToastPlacement;
  /** Renders each toast; by default a `Toast`. @default ({toast}) => <Toast toast={toast} /> */
  children?: (renderProps: {toast: QueuedToast<ToastContent>}) => ReactElement;
  /** Ref to the region element. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * Where toasts appear: render it once, near the root of the app. It is a landmark region
 * (reached with F6, named "1 notification." and so on) portalled to the end of `<body>`, present
 * only while it has toasts. Hovering or focusing it pauses every toast's timer.
 */
export function ToastRegion({
  queue = defaultQueue,
  placement = 'bottom end',
  children = renderToast,
  className,
  ...props
}: ToastRegionProps) {
  return (
    <RACToastRegion
      {...props}
      queue={queue}
      className={composeClassName(className, 'ui-ToastRegion')}
      data-placement={placement}
    >
      {children}
    </RACToastRegion>
  );
}

function renderToast({toast}: {toast: QueuedToast<ToastContent>}) {
  return <Toast toast={toast} />;
}

// ---------------------------------------------------------------------------------------------
// Toast
// ---------------------------------------------------------------------------------------------

export interface ToastProps extends Omit<RACToastProps<ToastContent>, 'children'> {
  /** Accessible name of the close button. @default 'Close', translated by React Aria */
  closeLabel?: string;
  /** Ref to the toast element. */
  ref?: Ref<HTMLDivElement>;
}

const icons: Record<ToastTone, ReactNode> = {
  neutral: <InfoIcon />,
  success: <SuccessIcon />,
  warning: <WarningIcon />,
  danger: <DangerIcon />,
};

/**
 * One toast inside a `ToastRegion`: icon, title, description, an optional action and a close
 * button. React Aria makes it a non-modal `alertdialog` named by its title, whose text sits in a
 * `role="alert"` so it is announced as it appears.
 */
export function Toast({toast, closeLabel, className, ...props}: ToastProps) {
  const state = useContext(ToastStateContext);
  const {title, description, tone = 'neutral', action} = toast.content;
  return (
    <RACToast
      {...props}
      toast={toast}
      className={composeClassName(className, 'ui-Toast')}
      data-tone={tone}
    >
      <span className="ui-Toast-icon">{icons[tone]}</span>
      <RACToastContent className="ui-Toast-content">
        <Text slot="title" className="ui-Toast-title">
          {title}
        </Text>
        {description != null && (
          <Text slot="description" className="ui-Toast-description">
            {description}
          </Text>
        )}
      </RACToastContent>
      {action && (
        <Button
          className="ui-Toast-action"
          variant="secondary"
          size="sm"
          onPress={() => {
            action.onAction();
            state?.close(toast.key);
          }}
        >
          {action.label}
        </Button>
      )}
      {/* slot="close" takes React Aria's translated name and its close handler. */}
      <CloseButton slot="close" className="ui-Toast-close" size="sm" aria-label={closeLabel} />
    </RACToast>
  );
}

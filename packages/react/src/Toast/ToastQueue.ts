import type {ReactNode} from 'react';
import {UNSTABLE_ToastQueue as RACToastQueue} from 'react-aria-components';

export type ToastTone = 'neutral' | 'success' | 'warning' | 'danger';

/** A button inside the toast; pressing it runs `onAction` and closes the toast. */
export interface ToastAction {
  /** The button's text, e.g. "Undo"; keep it to one or two words. */
  label: string;
  /** Called when the button is pressed, before the toast closes. */
  onAction: () => void;
}

/** What one toast shows: the `content` of RAC's queued toast. */
export interface ToastContent {
  /** Short message, read first; it names the toast. */
  title: ReactNode;
  /** Second line with detail. */
  description?: ReactNode;
  /** Meaning, colour and icon, as in `Alert`'s `status`. @default 'neutral' */
  tone?: ToastTone;
  /** One action button, such as Undo or Retry. */
  action?: ToastAction;
}

export interface ShowToastOptions extends Omit<ToastContent, 'title'> {
  /** Milliseconds before the toast closes itself (at least 5000); `false` keeps it until closed. The timer pauses while the toasts are hovered or focused. @default 5000, or false with an action */
  timeout?: number | false;
  /** Called when the toast closes: by its close button, its action, its timeout or `close(key)`. */
  onClose?: () => void;
}

export interface ToastQueueOptions {
  /** How many toasts show at once; the rest wait their turn, newest first. @default Infinity */
  maxVisibleToasts?: number;
  /** Wraps each update, e.g. in `document.startViewTransition` to animate toasts in and out. */
  wrapUpdate?: (update: () => void, action: 'add' | 'remove' | 'clear') => void;
}

/** Shorter timeouts leave too little time to read the message. */
export const MIN_TOAST_TIMEOUT = 5000;

function resolveTimeout(timeout: number | false | undefined, hasAction: boolean) {
  if (timeout === false) return undefined;
  // A toast with an action stays until closed unless a timeout is asked for: a button that
  // disappears on its own fails WCAG 2.2.1 (Timing Adjustable).
  if (timeout === undefined) return hasAction ? undefined : MIN_TOAST_TIMEOUT;
  return Math.max(timeout, MIN_TOAST_TIMEOUT);
}

/**
 * The toasts an app has to show, in order: React Aria's `UNSTABLE_ToastQueue` (so `add`, `close`,
 * `clear`, `pauseAll` and `resumeAll` work as there) plus `show` and one method per tone. A
 * `ToastRegion` given the queue renders its toasts. Create it once, outside any component.
 */
export class ToastQueue extends RACToastQueue<ToastContent> {
  constructor(options?: ToastQueueOptions) {
    super(options);
  }

  /** Shows a toast (neutral unless `tone` says otherwise) and returns its key, for `close(key)`. */
  show(title: ReactNode, {timeout, onClose, ...content}: ShowToastOptions = {}): string {
    return this.add(
      {title, ...content},
      {timeout: resolveTimeout(timeout, content.action != null), onClose},
    );
  }

  /** Shows a success toast. */
  success(title: ReactNode, options?: Omit<ShowToastOptions, 'tone'>): string {
    return this.show(title, {...options, tone: 'success'});
  }

  /** Shows a warning toast. */
  warning(title: ReactNode, options?: Omit<ShowToastOptions, 'tone'>): string {
    return this.show(title, {...options, tone: 'warning'});
  }

  /** Shows a danger toast, for errors. */
  danger(title: ReactNode, options?: Omit<ShowToastOptions, 'tone'>): string {
    return this.show(title, {...options, tone: 'danger'});
  }
}

/** The app-wide queue that `<ToastRegion />` shows by default: `toast.success('Saved')`. */
export const toast = new ToastQueue();

export {Toast, ToastRegion} from './Toast';
export type {ToastPlacement, ToastProps, ToastRegionProps} from './Toast';
export {toast, ToastQueue} from './ToastQueue';
export type {
  ShowToastOptions,
  ToastAction,
  ToastContent,
  ToastQueueOptions,
  ToastTone,
} from './ToastQueue';

export {Dialog, DialogFooter, DialogHeading, DialogTrigger, Modal} from './Dialog';
export type {
  DialogFooterProps,
  DialogHeadingProps,
  DialogProps,
  DialogTriggerProps,
  ModalProps,
  ModalSize,
} from './Dialog';

export {AlertDialog} from './AlertDialog';
export type {AlertDialogProps, AlertDialogVariant} from './AlertDialog';

export {Alert} from './Alert';
export type {AlertProps, AlertStatus} from './Alert';

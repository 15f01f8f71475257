export {CloseButton} from './CloseButton';
export type {CloseButtonProps} from './CloseButton';

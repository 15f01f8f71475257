export {Button} from './Button';
export type {ButtonProps, ButtonVariant, ButtonSize} from './Button';
export {ToggleButton} from './ToggleButton';
export type {ToggleButtonProps} from './ToggleButton';

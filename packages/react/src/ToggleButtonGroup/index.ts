export {ToggleButtonGroup} from './ToggleButtonGroup';
export type {ToggleButtonGroupProps} from './ToggleButtonGroup';

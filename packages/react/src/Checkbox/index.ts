export {Checkbox} from './Checkbox';
export type {CheckboxProps} from './Checkbox';
export {CheckboxGroup} from './CheckboxGroup';
export type {CheckboxGroupProps} from './CheckboxGroup';

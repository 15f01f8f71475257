export {NumberField} from './NumberField';
export type {NumberFieldProps} from './NumberField';

export {TextField} from './TextField';
export type {TextFieldProps} from './TextField';
export type {TextFieldBaseProps} from './TextFieldBase';

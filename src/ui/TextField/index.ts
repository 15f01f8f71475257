export {TextField} from './TextField';
export type {TextFieldProps, TextFieldBaseProps} from './TextField';

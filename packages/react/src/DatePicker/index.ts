export {DatePicker} from './DatePicker';
export type {DatePickerProps} from './DatePicker';

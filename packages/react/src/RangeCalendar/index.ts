export {RangeCalendar} from './RangeCalendar';
export type {RangeCalendarProps} from './RangeCalendar';

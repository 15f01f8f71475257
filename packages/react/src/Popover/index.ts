export {Popover, PopoverTrigger} from './Popover';
export type {PopoverProps, PopoverTriggerProps} from './Popover';

export {Tooltip, TooltipTrigger} from './Tooltip';
export type {TooltipProps, TooltipTriggerProps} from './Tooltip';

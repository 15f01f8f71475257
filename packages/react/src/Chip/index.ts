export {Chip} from './Chip';
export type {ChipProps, ChipType} from './Chip';

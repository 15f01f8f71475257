export {Meter} from './Meter';
export type {MeterProps, MeterSize, MeterThresholds, MeterVariant} from './Meter';

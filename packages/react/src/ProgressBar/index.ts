export {ProgressBar} from './ProgressBar';
export type {ProgressBarProps, ProgressBarSize} from './ProgressBar';

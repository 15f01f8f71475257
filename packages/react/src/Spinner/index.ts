export {Spinner} from './Spinner';
export type {SpinnerProps, SpinnerSize, SpinnerColor} from './Spinner';

export {Plain} from './Plain';
export type {PlainProps} from './Plain';

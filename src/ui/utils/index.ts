export {composeClassName} from './composeClassName';
export type {ClassNameProp} from './composeClassName';
export {useIsClient} from './useIsClient';

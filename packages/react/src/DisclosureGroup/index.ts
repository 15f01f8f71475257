export {DisclosureGroup} from './DisclosureGroup';
export type {DisclosureGroupProps} from './DisclosureGroup';

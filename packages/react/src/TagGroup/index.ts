export {Tag, TagGroup} from './TagGroup';
export type {TagGroupProps, TagProps, TagType} from './TagGroup';

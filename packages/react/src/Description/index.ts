export {Description} from './Description';
export type {DescriptionProps} from './Description';

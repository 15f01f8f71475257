export {ListBox, ListBoxItem, ListBoxSection} from './ListBox';
export type {ListBoxItemProps, ListBoxProps, ListBoxSectionProps} from './ListBox';

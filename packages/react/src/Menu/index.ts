export {Menu, MenuItem, MenuSection, MenuSeparator, MenuTrigger} from './Menu';
export type {
  MenuItemProps,
  MenuProps,
  MenuSectionProps,
  MenuSeparatorProps,
  MenuTriggerProps,
} from './Menu';

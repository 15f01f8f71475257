export {Tab, TabList, TabPanel, TabPanels, Tabs} from './Tabs';
export type {
  TabListProps,
  TabPanelProps,
  TabPanelsProps,
  TabProps,
  TabsProps,
  TabsSize,
  TabsVariant,
} from './Tabs';

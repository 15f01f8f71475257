import {
  Tab as RACTab,
  TabList as RACTabList,
  TabPanel as RACTabPanel,
  TabPanels as RACTabPanels,
  Tabs as RACTabs,
  type TabListProps as RACTabListProps,
  type TabPanelProps as RACTabPanelProps,
  type TabPanelsProps as RACTabPanelsProps,
  type TabProps as RACTabProps,
  type TabsProps as RACTabsProps,
} from 'react-aria-components';
import type {Ref} from 'react';
import './Tabs.css';
import {composeClassName} from '../utils';

export type TabsVariant = 'underline' | 'pill';
export type TabsSize = 'sm' | 'md' | 'lg';

// ---------------------------------------------------------------------------------------------
// Tabs
// ---------------------------------------------------------------------------------------------

export interface TabsProps extends RACTabsProps {
  /** Look of the tab list: a line under (or beside) the selected tab, or a filled pill. @default 'underline' */
  variant?: TabsVariant;
  /** Height and text size of the tabs. @default 'md' */
  size?: TabsSize;
  /** Ref to the root element. */
  ref?: Ref<HTMLDivElement>;
}

/** Organises content into panels shown one at a time, following the ARIA tabs pattern. */
export function Tabs({variant = 'underline', size = 'md', className, ...props}: TabsProps) {
  return (
    <RACTabs
      {...props}
      data-variant={variant}
      data-size={size}
      className={composeClassName(className, 'ui-Tabs')}
    />
  );
}

// ---------------------------------------------------------------------------------------------
// TabList
// ---------------------------------------------------------------------------------------------

export interface TabListProps<T extends object> extends RACTabListProps<T> {
  /** Ref to the tab list element. */
  ref?: Ref<HTMLDivElement>;
}

/** The row (or column) of tabs; give it an `aria-label` that names the set. */
export function TabList<T extends object>({className, ...props}: TabListProps<T>) {
  return <RACTabList {...props} className={composeClassName(className, 'ui-TabList')} />;
}

// ---------------------------------------------------------------------------------------------
// Tab
// ---------------------------------------------------------------------------------------------

export interface TabProps extends RACTabProps {
  /** Ref to the tab element. */
  ref?: Ref<HTMLDivElement>;
}

/** One tab; its `id` links it to the `TabPanel` with the same `id`. */
export function Tab({className, ...props}: TabProps) {
  return <RACTab {...props} className={composeClassName(className, 'ui-Tab')} />;
}

// ---------------------------------------------------------------------------------------------
// TabPanels / TabPanel
// ---------------------------------------------------------------------------------------------

export interface TabPanelsProps<T extends object> extends RACTabPanelsProps<T> {
  /** Ref to the element wrapping the panels. */
  ref?: Ref<HTMLDivElement>;
}

/** Optional wrapper around the panels, for layouts that need one box around them. */
export function TabPanels<T extends object>({className, ...props}: TabPanelsProps<T>) {
  return <RACTabPanels {...props} className={composeClassName(className, 'ui-TabPanels')} />;
}

export interface TabPanelProps extends RACTabPanelProps {
  /** Ref to the panel element. */
  ref?: Ref<HTMLDivElement>;
}

/** The content shown while the tab with the same `id` is selected. */
export function TabPanel({className, ...props}: TabPanelProps) {
  return <RACTabPanel {...props} className={composeClassName(className, 'ui-TabPanel')} />;
}

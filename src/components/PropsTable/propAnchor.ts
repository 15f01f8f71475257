/**
 * The fragment of one props-table row: `prop-Button-isDisabled`. The component is part of it because
 * one page can show several tables (Tabs, TabList, Tab…) that share prop names.
 */
export function propAnchor(component: string, prop: string): string {
  return `prop-${component}-${prop}`.replace(/[^A-Za-z0-9_-]/g, '-');
}

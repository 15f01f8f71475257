/**
 * What readers type into search, written from what each page is for rather than copied from its
 * text, and the page that should answer. Shared by the relevance test (through the search page, as
 * a reader uses it) and the engine comparison in the bench.
 */
export interface ReaderQuery {
  readonly query: string;
  /** The page that answers it: a docs path, without a hash. */
  readonly page: string;
  /** The docs version the reader searches from; the latest when absent. */
  readonly version?: '1.x';
}

const component = (name: string) => `/docs/components/${name}`;
const guide = (name: string) => `/docs/getting-started/${name}`;

export const readerQueries: readonly ReaderQuery[] = [
  // Components by the task they do.
  {query: 'pick a date range', page: component('date-range-picker')},
  {query: 'confirm before deleting', page: component('alert-dialog')},
  {query: 'notification that closes itself', page: component('toast')},
  {query: 'choose a date from a calendar popup', page: component('date-picker')},
  {query: 'type to filter a long list of options', page: component('combo-box')},
  {query: 'command palette', page: component('autocomplete')},
  {query: 'show a keyboard shortcut', page: component('kbd')},
  {query: 'placeholder while content loads', page: component('skeleton')},
  {query: 'storage used indicator', page: component('meter')},
  {query: 'upload progress', page: component('progress-bar')},
  {query: 'turn a setting on or off', page: component('switch')},
  {query: 'sortable columns', page: component('table')},
  {query: 'panel that slides in from the side', page: component('drawer')},
  {query: 'dropdown menu of actions', page: component('menu')},
  {query: 'collapsible sections', page: component('accordion')},
  {query: 'trail of parent pages', page: component('breadcrumbs')},
  {query: 'page numbers for a long list', page: component('pagination')},
  {query: 'colour picker with hex input', page: component('color-picker')},
  {query: 'multi-line text with character count', page: component('textarea')},
  {query: 'quantity with plus and minus buttons', page: component('number-field')},
  {query: 'removable filter tags', page: component('tag-group')},
  {query: 'text alignment buttons', page: component('toggle-button-group')},
  {query: 'group form fields under a legend', page: component('fieldset')},
  {query: 'help text linked to a field', page: component('description')},
  {query: 'validation message of a field', page: component('field-error')},
  {query: 'label that appears on hover', page: component('tooltip')},
  {query: 'pick exactly one option', page: component('radio-group')},
  {query: 'enter a time of day', page: component('time-field')},
  {query: 'modal window', page: component('dialog')},
  {query: 'clear a search box with Escape', page: component('search-field')},
  {query: 'loading indicator', page: component('spinner')},
  // A prop, or a feature, with its component.
  {query: 'button pending state', page: component('button')},
  {query: 'tooltip delay', page: component('tooltip')},
  {query: 'slider step', page: component('slider')},
  {query: 'date picker minValue', page: component('date-picker')},
  {query: 'vertical tabs', page: component('tabs')},
  {query: 'toast timeout', page: component('toast')},
  {query: 'table row selection', page: component('table')},
  {query: 'checkbox indeterminate', page: component('checkbox')},
  // Getting started.
  {query: 'install with npm', page: guide('installation')},
  {query: 'css variables theme', page: guide('theming')},
  {query: 'follow the system dark mode', page: guide('dark-mode')},
  {query: 'add a component with the cli', page: guide('cli')},
  {query: 'docs in my coding assistant', page: guide('mcp')},
  {query: 'upgrade from 1.x', page: guide('migrating-from-1x')},
  {query: 'which version am I reading', page: guide('releases')},
  {query: 'change the accent colour', page: guide('theming')},
  // A 1.x reader, searching the 1.x docs.
  {query: 'divider', page: '/docs/1.x/components/divider', version: '1.x'},
  {query: 'install', page: '/docs/1.x/getting-started/installation', version: '1.x'},
  {query: 'dark theme', page: '/docs/1.x/getting-started/dark-mode', version: '1.x'},
  {query: 'switch disabled', page: '/docs/1.x/components/switch', version: '1.x'},
];

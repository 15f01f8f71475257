import type {ReactNode} from 'react';
import {Actions} from './actions';
import {Dates} from './dates';
import {Display} from './display';
import {Feedback, PlaygroundToastRegion} from './feedback';
import {Forms} from './forms';
import {Navigation} from './navigation';
import {Overlays} from './overlays';

export interface PlaygroundCategory {
  /** The page's path segment under /playground and its heading's id. */
  id: string;
  title: string;
  /** One line on the index: what the category holds. */
  summary: string;
  render: () => ReactNode;
  /** Rendered once beside the panes: what must not be doubled (a toast region). */
  renderOnce?: () => ReactNode;
}

// One page per category: the whole library in light and dark panes on one page would be several
// thousand elements, past the site's DOM budget.
export const categories: PlaygroundCategory[] = [
  {
    id: 'actions',
    title: 'Actions',
    summary: 'Buttons, toggle buttons and their groups, toolbars, links.',
    render: () => <Actions />,
  },
  {
    id: 'feedback',
    title: 'Feedback and status',
    summary: 'Alerts, spinners, skeletons, progress bars and meters.',
    render: () => <Feedback />,
    renderOnce: () => <PlaygroundToastRegion />,
  },
  {
    id: 'display',
    title: 'Data display',
    summary: 'Avatars, chips, cards, keyboard keys and separators.',
    render: () => <Display />,
  },
  {
    id: 'forms',
    title: 'Forms',
    summary: 'Text and number fields, pickers, sliders, checkboxes, radios and switches.',
    render: () => <Forms />,
  },
  {
    id: 'dates',
    title: 'Dates and colour',
    summary: 'Calendars, date and time fields, date pickers and the colour picker.',
    render: () => <Dates />,
  },
  {
    id: 'navigation',
    title: 'Navigation and disclosure',
    summary: 'Tabs, breadcrumbs, accordions and disclosures.',
    render: () => <Navigation />,
  },
  {
    id: 'overlays',
    title: 'Overlays',
    summary: 'Tooltips, popovers, menus, dialogs and drawers.',
    render: () => <Overlays />,
  },
];

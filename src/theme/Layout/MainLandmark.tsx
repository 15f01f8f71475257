// Lets a page that renders the theme's <Layout> without a <main> of its own ask Layout to add one.
// The search plugin's page is the case: its content sits in a bare <div>, so screen-reader users
// cannot jump to it and the skip link has no main content to move to.
import {createContext, useContext, type ReactNode} from 'react';

export const MainLandmarkContext = createContext(false);

/** True inside a page that asked the Layout to wrap its content in <main>. */
export function useWrapInMain(): boolean {
  return useContext(MainLandmarkContext);
}

/** What such a page puts at the top of its <main>, before its own content (the search page's version switch). */
export const MainLeadContext = createContext<ReactNode>(null);

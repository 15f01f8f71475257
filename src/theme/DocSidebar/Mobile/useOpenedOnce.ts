import {useState} from 'react';

/**
 * True from the first render with `open` true, for good. The phone drawer's copy of the doc
 * sidebar waits for its first opening: closed, its right edge touches the viewport's left edge,
 * so every link in it counted as in view for the prefetch observers of Docusaurus's `Link`, and a
 * component page fetched the code of some twenty pages the reader could not see (about 270
 * prefetch links), on top of rendering every sidebar link in a synchronous pass after hydration.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  // Adjusting state while rendering, as React documents for values derived from earlier renders:
  // the drawer's first open frame already holds the sidebar.
  if (open && !opened) setOpened(true);
  return opened;
}

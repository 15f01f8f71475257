import {useId, useState} from 'react';

/**
 * An id for the element whose server HTML is to be kept, and whether that HTML is in the document
 * (true only while hydrating a server-rendered page; false after a client-side navigation). Render
 * the element with this id and, while `fromServer`, with `KEEP_SERVER_CHILDREN`.
 */
export function useServerHtml(): {id: string; fromServer: boolean} {
  const id = useId();
  // useId gives the element the id it had on the server, so the lookup finds the server's copy.
  const [fromServer] = useState(
    () => typeof document !== 'undefined' && document.getElementById(id) !== null,
  );
  return {id, fromServer};
}

/** React leaves the children of an element it hydrates with raw HTML as they are. */
export const KEEP_SERVER_CHILDREN = {
  dangerouslySetInnerHTML: {__html: ''},
  suppressHydrationWarning: true,
} as const;

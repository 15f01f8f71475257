import {useCallback, useEffect, useRef, useState} from 'react';

/** How long the "Copied" confirmation stays before the button reads "Copy" again. */
const CONFIRMATION_MS = 2000;

/**
 * Copies text to the clipboard and reports `copied` for a moment. A refused clipboard (permissions,
 * insecure context) only warns: copying is a convenience, never a reason to break the page.
 */
export function useCopy(): {copied: boolean; copy: (text: string) => Promise<void>} {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = useCallback(async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
    } catch (error) {
      console.warn('Could not copy to the clipboard.', error);
      return;
    }
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), CONFIRMATION_MS);
  }, []);

  return {copied, copy};
}

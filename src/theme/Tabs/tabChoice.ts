import type {Subscribe} from '@site/src/islands/Island/useSwap';

interface TabChoiceProps {
  groupId?: string;
  queryString?: string | boolean;
}

/** Whether a storage item is `key`, with or without the namespace Docusaurus appends (`-882`). */
const isKey = (name: string | null, key: string) =>
  name !== null && (name === key || name.startsWith(`${key}-`));

/** Whether `key` is in localStorage. A wrong guess only makes a tab set live early. */
function stored(key: string): boolean {
  try {
    return Object.keys(localStorage).some((name) => isKey(name, key));
  } catch {
    return false; // storage blocked: Docusaurus cannot remember a choice either
  }
}

/**
 * Wakes a tab set whose choice the server could not know: the reader picked a tab in this group
 * before (Docusaurus keeps it in localStorage), or the URL names one (`queryString`); and wakes it
 * when a tab of the group is picked elsewhere on the page, so every set of the group follows.
 */
export function tabChoice({groupId, queryString}: TabChoiceProps): Subscribe | undefined {
  const param = typeof queryString === 'string' ? queryString : queryString ? groupId : undefined;
  if (!groupId && !param) return undefined;
  const key = groupId ? `docusaurus.tab.${groupId}` : undefined;
  return (wake) => {
    if ((key && stored(key)) || (param && new URLSearchParams(location.search).has(param))) {
      wake();
      return () => undefined;
    }
    const onStorage = (event: StorageEvent) => key && isKey(event.key, key) && wake();
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  };
}

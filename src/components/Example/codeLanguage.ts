// The reader's choice of TypeScript or JavaScript for every example on the site: one choice,
// remembered across pages and visits, as the package-manager tabs remember theirs.
import {useCallback, useSyncExternalStore} from 'react';
import type {Subscribe} from '@site/src/islands/Island/useSwap';
import type {CodeLanguage} from './export/types';

export const CODE_LANGUAGE_KEY = 'tessera.code-language';
/** Sent within the page: `storage` events reach only the other tabs. */
const CHANGE_EVENT = 'tessera:code-language';

/** The stored choice; TypeScript when there is none, or storage is blocked. */
export function readCodeLanguage(): CodeLanguage {
  try {
    return localStorage.getItem(CODE_LANGUAGE_KEY) === 'js' ? 'js' : 'ts';
  } catch {
    return 'ts';
  }
}

export function writeCodeLanguage(language: CodeLanguage): void {
  try {
    localStorage.setItem(CODE_LANGUAGE_KEY, language);
  } catch {
    // Storage blocked: the choice still holds on this page, through the event below.
  }
  window.dispatchEvent(new CustomEvent(CHANGE_EVENT, {detail: language}));
}

let pageChoice: CodeLanguage | undefined;

function subscribe(onChange: () => void): () => void {
  const onPageChange = (event: Event) => {
    pageChoice = (event as CustomEvent<CodeLanguage>).detail;
    onChange();
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key !== CODE_LANGUAGE_KEY) return;
    pageChoice = undefined;
    onChange();
  };
  window.addEventListener(CHANGE_EVENT, onPageChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CHANGE_EVENT, onPageChange);
    window.removeEventListener('storage', onStorage);
  };
}

const snapshot = (): CodeLanguage => pageChoice ?? readCodeLanguage();
// The server cannot know the choice: it renders TypeScript, and hydration then switches.
const serverSnapshot = (): CodeLanguage => 'ts';

/** The current language and a setter every example on the page (and other tabs) follows. */
export function useCodeLanguage(): [CodeLanguage, (language: CodeLanguage) => void] {
  const language = useSyncExternalStore(subscribe, snapshot, serverSnapshot);
  const setLanguage = useCallback((next: CodeLanguage) => writeCodeLanguage(next), []);
  return [language, setLanguage];
}

/**
 * Wakes an example kept as server HTML when it must show JavaScript: the reader chose it before,
 * or chooses it in another example on this page or in another tab.
 */
export const codeLanguageChoice: Subscribe = (wake) => {
  if (readCodeLanguage() === 'js') {
    wake();
    return () => undefined;
  }
  return subscribe(() => snapshot() === 'js' && wake());
};

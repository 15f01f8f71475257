// The builder's state: the theme's inputs, an undo history of them, and the page's URL, which holds
// the theme. A drag changes the inputs many times and the URL in place (`replaceState`, at most a
// few times a second: browsers throttle a page that rewrites its URL on every frame); the drag's
// end, a typed colour, a preset or a fix is one step: one undo entry and one `pushState`, so the
// browser's back and forward walk the same steps.
import {useCallback, useEffect, useRef, useState} from 'react';
import {
  DEFAULT_INPUT,
  decodeThemeUrl,
  encodeThemeUrl,
  normaliseInput,
  themeQuery,
  type ThemeInput,
} from '@tessera-ui/theme';

interface History {
  past: ThemeInput[];
  present: ThemeInput;
  future: ThemeInput[];
}

export type Change = 'transient' | 'commit';

export interface ThemeHistory {
  input: ThemeInput;
  /** `transient` while a control is being dragged or typed in; `commit` makes it one undo step. */
  update: (next: ThemeInput, change?: Change) => void;
  /** Makes the transient changes since the last step into one step (a drag's end, a field's blur). */
  settle: () => void;
  undo: () => void;
  redo: () => void;
  canUndo: boolean;
  canRedo: boolean;
  /** What was wrong with the URL the page was opened with, if anything. */
  urlError: string | undefined;
}

const same = (a: ThemeInput, b: ThemeInput) => themeQuery(a) === themeQuery(b);

const URL_DELAY_MS = 150;

function urlOf(input: ThemeInput): string {
  return encodeThemeUrl(input, window.location.pathname) + window.location.hash;
}

export function useThemeHistory(): ThemeHistory {
  // The server renders the defaults; the URL's theme is read once the page is the browser's.
  const [history, setHistory] = useState<History>({
    past: [],
    present: DEFAULT_INPUT,
    future: [],
  });
  const [urlError, setUrlError] = useState<string>();
  // The history as last written, for callbacks that run before React re-renders.
  const latest = useRef(history);
  // Whether transient changes are waiting to become a step (for the Undo button).
  const [pending, setPending] = useState(false);
  // The inputs before the transient changes in progress: the step an undo returns to.
  const baseline = useRef<ThemeInput | undefined>(undefined);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const write = useCallback((next: History) => {
    latest.current = next;
    setHistory(next);
  }, []);

  // The entry being left keeps the step it was (a drag may have rewritten it in place since);
  // the step taken gets an entry of its own.
  const pushUrl = useCallback((from: ThemeInput, to: ThemeInput) => {
    clearTimeout(timer.current);
    const here = window.location.pathname + window.location.search + window.location.hash;
    if (urlOf(from) !== here) window.history.replaceState(window.history.state, '', urlOf(from));
    window.history.pushState(window.history.state, '', urlOf(to));
  }, []);

  const replaceUrlSoon = useCallback((input: ThemeInput) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(
      () => window.history.replaceState(window.history.state, '', urlOf(input)),
      URL_DELAY_MS,
    );
  }, []);

  const step = useCallback(
    (from: ThemeInput, to: ThemeInput) => {
      const {past} = latest.current;
      baseline.current = undefined;
      setPending(false);
      if (same(from, to)) {
        write({...latest.current, present: to});
        replaceUrlSoon(to);
        return;
      }
      write({past: [...past, from], present: to, future: []});
      pushUrl(from, to);
    },
    [pushUrl, replaceUrlSoon, write],
  );

  const update = useCallback(
    (next: ThemeInput, change: Change = 'commit') => {
      const input = normaliseInput(next);
      const {present} = latest.current;
      if (change === 'transient') {
        baseline.current ??= present;
        setPending(true);
        write({...latest.current, present: input});
        replaceUrlSoon(input);
        return;
      }
      step(baseline.current ?? present, input);
    },
    [replaceUrlSoon, step, write],
  );

  const settle = useCallback(() => {
    if (baseline.current) step(baseline.current, latest.current.present);
  }, [step]);

  const undo = useCallback(() => {
    settle();
    const {past, present, future} = latest.current;
    const previous = past.at(-1);
    if (!previous) return;
    write({past: past.slice(0, -1), present: previous, future: [present, ...future]});
    pushUrl(present, previous);
  }, [pushUrl, settle, write]);

  const redo = useCallback(() => {
    settle();
    const {past, present, future} = latest.current;
    const [next, ...rest] = future;
    if (!next) return;
    write({past: [...past, present], present: next, future: rest});
    pushUrl(present, next);
  }, [pushUrl, settle, write]);

  useEffect(() => {
    // Back and forward bring an earlier URL: its theme becomes the present, itself a step to undo.
    const read = (initial: boolean) => {
      let input: ThemeInput;
      try {
        input = normaliseInput(decodeThemeUrl(window.location.href));
        setUrlError(undefined);
      } catch (error) {
        setUrlError(error instanceof Error ? error.message : String(error));
        return;
      }
      baseline.current = undefined;
      setPending(false);
      const current = latest.current;
      if (same(input, current.present)) return;
      write(
        initial
          ? {past: [], present: input, future: []}
          : {past: [...current.past, current.present], present: input, future: []},
      );
    };
    read(true);
    const onPopState = () => read(false);
    window.addEventListener('popstate', onPopState);
    return () => {
      window.removeEventListener('popstate', onPopState);
      clearTimeout(timer.current);
    };
  }, [write]);

  return {
    input: history.present,
    update,
    settle,
    undo,
    redo,
    canUndo: history.past.length > 0 || pending,
    canRedo: history.future.length > 0,
    urlError,
  };
}

import {
  memo,
  useEffect,
  useLayoutEffect,
  useReducer,
  useRef,
  type ComponentType,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import {Editor, generateElement, renderElementAsync} from 'react-live';
import {usePrismTheme} from '@docusaurus/theme-common';
import scope from '@theme/ReactLiveScope';
import styles from './styles.module.css';

// The lazily loaded chunk (react-live, sucrase and the live scope). Only `loadLive()` imports it.

export interface CompileResult {
  element?: ComponentType;
  error?: string;
}

/**
 * Compiles and evaluates code with the live scope. `onResult` can fire again later: react-live
 * reports errors thrown while the element renders through the same callback.
 */
export function compile(
  code: string,
  noInline: boolean,
  onResult: (result: CompileResult) => void,
): void {
  const onError = (error: Error) => onResult({error: String(error)});
  try {
    if (noInline) {
      renderElementAsync(
        {code, scope, enableTypeScript: true},
        (element) => onResult({element}),
        onError,
      );
    } else {
      onResult({element: generateElement({code, scope, enableTypeScript: true}, onError)});
    }
  } catch (error) {
    onResult({error: String(error)});
  }
}

export interface LiveCodeProps {
  code: string;
  label: string;
  describedBy: string;
  focusOnMount: boolean;
  onChange: (code: string) => void;
  onEscape: () => void;
}

/**
 * react-live's editor, named and described for assistive technology; Tab and Escape leave it.
 * Memoised on purpose: use-editable restores the caret from its last flushed position on every
 * render, so a render caused by the parent between keydown and keyup moves the caret back and
 * scrambles fast typing. Callers must pass stable callbacks.
 */
export const LiveCode = memo(function LiveCode({
  code,
  label,
  describedBy,
  focusOnMount,
  onChange,
  onEscape,
}: LiveCodeProps): ReactNode {
  const theme = usePrismTheme();
  const ref = useRef<HTMLDivElement>(null);
  const [settled, settle] = useReducer(() => true, false);

  // use-editable keys its setup on `ref.current`, which is still null during the first render, so
  // its second render tears the setup down (blurring the editor) and redoes it. Force that second
  // render now, before the reader types, instead of on their first keystroke.
  useLayoutEffect(() => settle(), []);

  // react-live renders a bare contenteditable <pre> and forwards no attributes to it.
  useEffect(() => {
    const pre = ref.current?.querySelector('pre');
    if (!pre || !settled) return;
    pre.setAttribute('role', 'textbox');
    pre.setAttribute('aria-multiline', 'true');
    pre.setAttribute('aria-label', label);
    pre.setAttribute('aria-describedby', describedBy);
    pre.setAttribute('data-testid', 'example-editor');
    // Focusable by Tab as a contenteditable is, but said so: the wrapper scrolls, and a scrolling
    // region must hold content that says it is focusable (axe scrollable-region-focusable).
    pre.tabIndex = 0;
    if (focusOnMount) pre.focus();
  }, [describedBy, focusOnMount, label, settled]);

  // use-editable reports an edit when the key comes up, so the preview followed each character by
  // as long as the key was held (and a key-up late in a fast sequence delayed several). Its only
  // entry point is its key-up listener on the editor: on each input, call it then. The real key-up
  // that follows finds nothing left to report. Composition (an IME) reports when it ends, as before.
  useEffect(() => {
    const pre = ref.current?.querySelector('pre');
    if (!pre || !settled) return undefined;
    const reportNow = (event: Event) => {
      if ((event as InputEvent).isComposing) return;
      pre.dispatchEvent(new KeyboardEvent('keyup'));
    };
    pre.addEventListener('input', reportNow);
    return () => pre.removeEventListener('input', reportNow);
  }, [settled]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    onEscape();
  };

  return (
    // The editor inside is the interactive element; the wrapper only hears its Escape key.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div ref={ref} className={styles.editor} onKeyDown={onKeyDown}>
      <Editor code={code} theme={theme} language="tsx" tabMode="focus" onChange={onChange} />
    </div>
  );
});

import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import {interactive} from '@site/src/islands/Body';
import {installChunks, Island, sharedLoader} from '@site/src/islands/Island';
import ExampleFrame from './ExampleFrame';
import ExportButtons from './ExportButtons';
import HighlightedCode from './HighlightedCode';
import LanguageSwitch from './LanguageSwitch';
import {codeLanguageChoice, useCodeLanguage} from './codeLanguage';
import type {CodeLanguage} from './export/types';
import type {CompileResult} from './LiveExample';
import {loadLive, type LiveModule} from './loadLive';
import {countLines, toDisplaySource, toLiveCode} from './source';
import {useCopy} from './useCopy';
import {useJavaScript} from './useJavaScript';
import {warmIntl} from './warmIntl';
import styles from './styles.module.css';
import toolbarStyles from './toolbar.module.css';

export interface ExampleProps {
  /** The example module's default export, rendered on the server as the preview. */
  of?: ComponentType;
  /**
   * Loads the example module. Pages do not write it: in MDX, the islands plugin's remark step turns
   * `of={X}` into `load` and `server`, so the preview is server HTML whose code loads only when
   * the reader reaches for it.
   */
  load?: () => Promise<{default: ComponentType}>;
  /** The example component, in the server build only (see `load`). */
  server?: ComponentType;
  /**
   * The URL of the example as JavaScript: a JSON file of its source with the types stripped, and
   * its tokens. Pages do not write it: the islands plugin's remark step adds it beside `load`, in
   * the browser's build only, and plugins/example-js generates the file at build time from the
   * `.tsx` file, so only readers who pick JavaScript fetch it.
   */
  jsUrl?: string;
  /**
   * The example module's source text. Pages do not write it: the `remark-site-data` plugin reads
   * the file `of` was imported from and injects it at build time.
   */
  source?: string;
  /**
   * Syntax tokens of the displayed code, so it is highlighted before the editor loads. Pages do not
   * write them: plugins/code-tokens injects them at build time.
   */
  tokens?: string;
  /** Inline live code (a ```` ```tsx live ```` block): previewed in the browser only. */
  code?: string;
  /** Evaluate `code` as a noInline program that calls `render(...)` itself. @default false */
  noInline?: boolean;
  /** Names the editor for assistive technology ("Edit code: {title}"). @default 'example' */
  title?: string;
}

/** An example of a module (`of`, or `load` in MDX), rather than an inline live block. */
function isModule({of: module, load}: ExampleProps): boolean {
  return module !== undefined || load !== undefined;
}

/** One loader per example module, shared by its island and the body island that preloads it. */
function exampleLoader(load: NonNullable<ExampleProps['load']>, source: string | undefined) {
  return sharedLoader(source ?? '', () => load().then((module) => module.default));
}

/**
 * A live example: the server-rendered preview and highlighted source, with the editor (react-live)
 * loaded only when the reader focuses, clicks or types in the code.
 */
function Example(props: ExampleProps): ReactNode {
  const {
    of: Component,
    load,
    jsUrl,
    server,
    source,
    tokens,
    code,
    noInline = false,
    title = 'example',
  } = props;
  const ofModule = isModule(props);
  const typeScript = ofModule ? toDisplaySource(source ?? '') : (code ?? '').replace(/\n$/, '');
  const [language, setLanguage] = useCodeLanguage();
  const javaScript = useJavaScript(language === 'js' ? jsUrl : undefined);
  // TypeScript until the JavaScript has loaded (or where the example has none).
  const shown: CodeLanguage = javaScript ? 'js' : 'ts';
  const original = javaScript?.source ?? typeScript;
  const [live, setLive] = useState<LiveModule | null>(null);
  const [focusOnMount, setFocusOnMount] = useState(false);
  // The reader's edits, per language, so switching back and forth loses neither.
  const [drafts, setDrafts] = useState<Partial<Record<CodeLanguage, string>>>({});
  const current = drafts[shown] ?? original;
  const edited = drafts[shown] !== undefined;
  const [editorKey, setEditorKey] = useState(0);
  const [result, setResult] = useState<CompileResult & {version: number}>({version: 0});
  const {copied, copy} = useCopy();
  const [exportStatus, setExportStatus] = useState('');
  const rootRef = useRef<HTMLDivElement>(null);
  const versionRef = useRef(0);
  const resetRef = useRef<HTMLButtonElement>(null);
  // Which draft an edit belongs to, read by the stable `onEdit` below.
  const shownRef = useRef(shown);
  useLayoutEffect(() => {
    shownRef.current = shown;
  }, [shown]);
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;

  const activate = useCallback((focus: boolean) => {
    loadLive().then(
      (module) => {
        setFocusOnMount(focus);
        setLive((loaded) => loaded ?? module);
      },
      // The highlighted code stays; the reader's next focus, click or key asks for it again.
      () => undefined,
    );
  }, []);

  // Inline blocks have no server preview, so they go live once they come near the viewport.
  useEffect(() => {
    if (ofModule || live) return undefined;
    const root = rootRef.current;
    if (!root || typeof IntersectionObserver === 'undefined') {
      activate(false);
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => entries.some((entry) => entry.isIntersecting) && activate(false),
      {
        rootMargin: '200px',
      },
    );
    observer.observe(root);
    return () => observer.disconnect();
  }, [activate, ofModule, live]);

  // Module examples keep their server-rendered preview until the first edit. Each compile gets a
  // version so a late result (react-live reports render errors asynchronously) never overwrites a newer one.
  // A layout effect, so an edit's preview is compiled and committed in the keystroke's own task:
  // a passive effect would wait for the next frame to be painted first.
  useLayoutEffect(() => {
    if (!live || (ofModule && !edited)) return;
    const version = ++versionRef.current;
    live.compile(ofModule ? toLiveCode(current) : current, ofModule || noInline, (next) => {
      if (version === versionRef.current) setResult({...next, version});
    });
  }, [current, edited, ofModule, live, noInline]);

  const reset = () => {
    versionRef.current += 1;
    setResult({version: versionRef.current});
    setDrafts(({[shown]: _discarded, ...others}) => others);
    setFocusOnMount(false);
    setEditorKey((key) => key + 1);
  };

  // Stable, so the memoised editor never re-renders because the preview did (see LiveCode).
  const onEdit = useCallback((next: string) => {
    setDrafts((others) => ({...others, [shownRef.current]: next}));
  }, []);
  const onEscape = useCallback(() => resetRef.current?.focus(), []);

  const Rendered = result.element;
  let preview: ReactNode;
  if (ofModule && !edited) {
    preview = (
      <ErrorBoundary fallback={({error}) => <p className={toolbarStyles.error}>{error.message}</p>}>
        {Component ? (
          <Component />
        ) : load ? (
          <Island
            loader={exampleLoader(load, source)}
            props={{}}
            server={server}
            className={styles.island}
          />
        ) : null}
      </ErrorBoundary>
    );
  } else if (Rendered) {
    preview = (
      <ErrorBoundary key={result.version} fallback={() => <></>}>
        <Rendered />
      </ErrorBoundary>
    );
  } else if (!live) {
    preview = <p className={styles.loading}>Loading preview…</p>;
  }

  // An editor starts from the code of its language, the reader's draft included, and keeps it as its
  // prop for life: a new prop would re-render it on every keystroke (see LiveCode).
  const editorId = `${shown}-${editorKey}`;
  const [editorStart, setEditorStart] = useState({id: editorId, code: current});
  if (editorStart.id !== editorId) setEditorStart({id: editorId, code: current});
  const startCode = editorStart.id === editorId ? editorStart.code : current;

  const editorLabel = `Edit code: ${title}`;
  const codeSlot = live ? (
    <live.LiveCode
      // A language switch shows the other language's code (and its draft): the editor starts anew.
      key={editorId}
      code={startCode}
      label={editorLabel}
      describedBy={`${hintId} ${errorId}`}
      focusOnMount={focusOnMount}
      onChange={onEdit}
      onEscape={onEscape}
    />
  ) : (
    <div
      role="textbox"
      tabIndex={0}
      aria-multiline="true"
      aria-label={editorLabel}
      aria-describedby={hintId}
      className={styles.editor}
      data-testid="example-code"
      onFocus={() => activate(true)}
      onClick={() => activate(true)}
      onKeyDown={() => activate(true)}
      // A head start only: a failure here is asked again when the reader uses the code.
      onPointerEnter={() => void loadLive().catch(() => undefined)}
    >
      <HighlightedCode
        // Another language's code is new content, not the server's: it must not be kept as such.
        key={shown}
        code={current}
        language="tsx"
        tokens={javaScript ? javaScript.tokens : tokens}
      />
    </div>
  );

  return (
    <div ref={rootRef} className={styles.root}>
      <ExampleFrame
        preview={preview}
        error={
          result.error ? (
            <pre className={toolbarStyles.error} data-testid="example-error">
              {result.error}
            </pre>
          ) : null
        }
        errorId={errorId}
        toolbar={
          <>
            {/* The remark step that adds `load` adds `jsUrl` too, in the browser's build only. */}
            {load ? <LanguageSwitch language={shown} onChange={setLanguage} /> : null}
            <span id={hintId} className={toolbarStyles.hint}>
              Editable: Tab or Esc leaves the editor.
            </span>
            {ofModule ? (
              <ExportButtons
                project={() => ({title, source: current, language: shown})}
                onStatus={setExportStatus}
              />
            ) : null}
            <button ref={resetRef} type="button" className={toolbarStyles.button} onClick={reset}>
              Reset
            </button>
            <button
              type="button"
              className={toolbarStyles.button}
              onClick={() => void copy(current)}
            >
              {copied ? 'Copied' : 'Copy'}
            </button>
            <span role="status" className={toolbarStyles.srOnly}>
              {copied ? 'Copied' : exportStatus}
            </span>
          </>
        }
        code={codeSlot}
        lineCount={countLines(original)}
        isLive={live !== null}
      />
    </div>
  );
}

/**
 * In a page body React does not hydrate, an example goes live when the reader reaches for it,
 * with its module loaded first, so its preview is live in the same commit; that module's code is
 * fetched as the example nears the viewport, and its scripts run in idle time after the page has
 * loaded (its modules still run only when the reader reaches for it). An inline live block (no
 * server preview) goes live as it nears the viewport.
 */
export default interactive(Example, {
  preload: ({load, source}: ExampleProps) =>
    load ? exampleLoader(load, source).load() : Promise.resolve(),
  prefetch: ({load}: ExampleProps) => {
    if (!load) return;
    warmIntl();
    return installChunks(load);
  },
  whenVisible: (props: ExampleProps) => (isModule(props) ? false : '200px'),
  subscribe: ({load}: ExampleProps) => (load ? codeLanguageChoice : undefined),
});

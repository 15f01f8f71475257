import {useCallback, useId, useMemo, useRef, useState, type ReactNode} from 'react';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import {useCopy} from '@site/src/components/Example/useCopy';
import {Controls} from './Controls';
import {StaticCode} from './CodeView';
import ExportButtons from '@site/src/components/Example/ExportButtons';
import {applyValues, generateTokens, tokensToText} from './codegen';
import {renderTemplate} from './renderTemplate';
import type {KindControls} from './controls/types';
import type {PlaygroundData, PlaygroundValues, PropValue} from './types';
import {useEditableCode} from './useEditableCode';
import toolbarStyles from '@site/src/components/Example/toolbar.module.css';
import styles from './styles.module.css';

export interface PlaygroundLiveProps {
  /** JSON `PlaygroundData`, from the build. */
  data: string;
  /** The components the sample renders, by name. */
  scope: Record<string, unknown>;
  /** The controls of the kinds loaded apart, for the props that need them (controls/load.ts). */
  kinds: KindControls;
}

/** The values a playground starts with: each prop's sample, else its default; the sample text. */
export function initialValues(data: PlaygroundData): PlaygroundValues {
  const values: PlaygroundValues = {};
  for (const prop of data.props) {
    values[prop.name] =
      prop.value ?? prop.defaultValue ?? (prop.control.kind === 'switch' ? false : undefined);
  }
  if (data.children !== undefined) values.children = data.children;
  return values;
}

/** The playground: preview, controls, and the code they write, which the reader may edit. */
export default function PlaygroundLive({data: json, scope, kinds}: PlaygroundLiveProps): ReactNode {
  const data = useMemo(() => JSON.parse(json) as PlaygroundData, [json]);
  const [values, setValues] = useState(() => initialValues(data));
  const tokens = useMemo(() => generateTokens(data, values), [data, values]);
  const generated = useMemo(() => tokensToText(tokens), [tokens]);
  const code = useEditableCode(generated);
  const {copied, copy} = useCopy();
  const [exportStatus, setExportStatus] = useState('');
  const controlsRef = useRef<HTMLDivElement>(null);
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const title = `${data.component} playground`;

  const onChange = useCallback((name: string, value: PropValue | undefined) => {
    setValues((current) => ({...current, [name]: value}));
  }, []);
  const onEscape = useCallback(
    () => controlsRef.current?.querySelector<HTMLElement>('input, button')?.focus(),
    [],
  );
  const reset = () => {
    code.reset();
    // The Reset button goes with the edit: focus the controls it gives back.
    requestAnimationFrame(onEscape);
  };

  const Rendered = code.result.element;
  const preview = code.edited ? (
    Rendered ? (
      <ErrorBoundary fallback={() => <></>}>
        <Rendered />
      </ErrorBoundary>
    ) : null
  ) : (
    <ErrorBoundary fallback={({error}) => <p className={toolbarStyles.error}>{error.message}</p>}>
      {renderTemplate(applyValues(data, values), scope)}
    </ErrorBoundary>
  );

  const label = `Edit the ${data.component} playground's code`;
  const previewBox = (content: ReactNode) => (
    <div
      className={styles.preview}
      data-testid="playground-preview"
      // Sample content, like an example's preview: not what a search should find.
      data-search-exclude=""
    >
      {content}
    </div>
  );
  return (
    <section className={styles.playground} aria-label={title} data-testid="playground">
      {previewBox(preview)}
      <div
        ref={controlsRef}
        role="group"
        aria-labelledby={`${id}-props`}
        className={styles.panel}
        data-testid="playground-controls"
      >
        <div className={styles.panelHeader}>
          <span id={`${id}-props`} className={styles.panelTitle}>
            Props
          </span>
          {code.edited && (
            <>
              <span className={styles.badge} data-testid="playground-edited">
                edited
              </span>
              <button type="button" className={toolbarStyles.button} onClick={reset}>
                Reset
              </button>
            </>
          )}
        </div>
        {code.edited && (
          <p className={styles.note}>
            The code was edited by hand; Reset gives it back to the controls.
          </p>
        )}
        <Controls
          props={data.props}
          kinds={kinds}
          hasChildren={data.children !== undefined}
          values={values}
          onChange={onChange}
          isDisabled={code.edited}
        />
      </div>
      <div id={errorId} className={styles.errorSlot}>
        {code.edited && code.result.error ? (
          <pre className={toolbarStyles.error} data-testid="playground-error">
            {code.result.error}
          </pre>
        ) : null}
      </div>
      <div className={`${toolbarStyles.toolbar} ${styles.row}`}>
        <span id={hintId} className={toolbarStyles.hint}>
          Editable: Tab or Esc leaves the editor.
        </span>
        <button type="button" className={toolbarStyles.button} onClick={() => void copy(code.code)}>
          {copied ? 'Copied' : 'Copy'}
        </button>
        <ExportButtons
          project={() => ({title, source: code.code, language: 'ts'})}
          onStatus={setExportStatus}
        />
        <span role="status" className={toolbarStyles.srOnly}>
          {copied ? 'Copied' : exportStatus}
        </span>
      </div>
      <div className={styles.code}>
        {code.editing && code.live ? (
          <code.live.LiveCode
            key={code.editorKey}
            code={code.editorCode}
            label={label}
            describedBy={`${hintId} ${errorId}`}
            focusOnMount={code.focusOnMount}
            onChange={code.onEdit}
            onEscape={onEscape}
          />
        ) : (
          <StaticCode
            tokens={tokens}
            plain={process.env.TESSERA_SSR ? generated : undefined}
            label={label}
            describedBy={hintId}
            onActivate={code.activate}
          />
        )}
      </div>
    </section>
  );
}

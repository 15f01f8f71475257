// The builder itself: inputs on one side, the library in the theme on the other, then the
// contrast report, the exports and every component. The page's URL holds the theme.
import {useMemo, useState, type Key, type ReactNode} from 'react';
import {Alert} from '@tessera-ui/react/alert';
import {ToggleButton} from '@tessera-ui/react/button';
import {ToggleButtonGroup} from '@tessera-ui/react/toggle-button-group';
import {deriveTheme, type Scheme} from '@tessera-ui/theme';
import type {SchemeVars} from '@tessera-ui/theme/check';
import checks from '@theme-builder/checks';
import {AccentInputs} from './AccentInputs';
import {ContrastReport} from './ContrastReport';
import {ExportPanel} from './ExportPanel';
import {HistoryBar} from './HistoryBar';
import {OverridesList} from './OverridesList';
import {PreviewPanes} from './PreviewPanes';
import {previewCss} from './previewCss';
import {ShapeInputs} from './ShapeInputs';
import {StatusInputs} from './StatusInputs';
import {useThemeHistory} from './useThemeHistory';
import styles from './styles.module.css';

const SCHEMES: Scheme[] = ['light', 'dark'];

export function ThemeBuilder(): ReactNode {
  const history = useThemeHistory();
  const {input, update, settle} = history;
  const [scheme, setScheme] = useState<Scheme>('light');
  const vars = useMemo(() => deriveTheme(input), [input]);
  const css = useMemo(() => previewCss(vars), [vars]);
  const schemeVars = useMemo<SchemeVars>(
    () => ({
      light: {...checks.tokens.light, ...vars.light},
      dark: {...checks.tokens.dark, ...vars.dark},
    }),
    [vars],
  );
  const inputProps = {input, update, settle};

  return (
    <>
      {/* As HTML: React would call the server's minified text a mismatch. None while empty: the
          build's minifier drops an empty <style>, and hydration would miss it. */}
      {css ? <style dangerouslySetInnerHTML={{__html: css}} /> : null}
      <HistoryBar history={history} input={input} />
      {history.urlError ? (
        <Alert
          status="warning"
          title="This link’s theme could not be read"
          className={styles.urlError}
        >
          {history.urlError} The builder shows the default theme instead.
        </Alert>
      ) : null}
      <div className={styles.workspace}>
        <section className={styles.inputs} aria-labelledby="theme-inputs">
          <h2 id="theme-inputs" className={styles.sectionHeading}>
            Inputs
          </h2>
          <AccentInputs {...inputProps} />
          <ShapeInputs {...inputProps} />
          <StatusInputs {...inputProps} />
          <OverridesList {...inputProps} scheme={scheme} current={schemeVars[scheme]} />
        </section>
        <section className={styles.preview} aria-labelledby="theme-preview">
          <div className={styles.previewHeader}>
            <h2 id="theme-preview" className={styles.sectionHeading}>
              Preview
            </h2>
            <ToggleButtonGroup
              aria-label="Scheme"
              disallowEmptySelection
              selectedKeys={[scheme]}
              onSelectionChange={(keys: Set<Key>) => {
                const [next] = keys;
                if (next === 'light' || next === 'dark') setScheme(next);
              }}
            >
              {SCHEMES.map((entry) => (
                <ToggleButton key={entry} id={entry}>
                  {entry === 'light' ? 'Light' : 'Dark'}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
          </div>
          <p className={styles.hint}>
            Wide screens show both schemes; the one picked here is the one hand-set colours edit.
          </p>
          <PreviewPanes scheme={scheme} part="key" />
        </section>
      </div>
      <section className={styles.section} aria-labelledby="theme-contrast">
        <h2 id="theme-contrast" className={styles.sectionHeading}>
          Contrast
        </h2>
        <ContrastReport checks={checks} vars={schemeVars} input={input} update={update} />
      </section>
      <section className={styles.section} aria-labelledby="theme-export">
        <h2 id="theme-export" className={styles.sectionHeading}>
          Export
        </h2>
        <ExportPanel input={input} vars={vars} />
      </section>
      <section className={styles.section} aria-labelledby="theme-gallery">
        <h2 id="theme-gallery" className={styles.sectionHeading}>
          Every component
        </h2>
        <PreviewPanes scheme={scheme} part="gallery" />
      </section>
    </>
  );
}

import type {CSSProperties, ReactNode} from 'react';
import {ACCENTS, DEFAULT_ACCENT, accentCss} from './accents';
import {CustomizeLink} from './CustomizeLink';
import styles from './styles.module.css';

/** The attribute of the element whose components the picker re-themes (it must hold the picker). */
export const ACCENT_SCOPE = 'data-accent-scope';

const scopeWith = (id: string) =>
  `[${ACCENT_SCOPE}]:has(input[name='accent'][value='${id}']:checked)`;

/** The rules that re-point the scope's accent at the checked family: CSS only, so it works before any script. */
const css = ACCENTS.filter((accent) => accent.id !== DEFAULT_ACCENT)
  .map((accent) =>
    accentCss(accent, {
      light: scopeWith(accent.id),
      dark: `[data-theme='dark'] ${scopeWith(accent.id)}`,
    }),
  )
  .join('');

/**
 * Swatches that re-theme the components around them: native radio buttons (arrow keys move the
 * choice), read by a `:has()` rule on the scope.
 */
export function AccentPicker(): ReactNode {
  return (
    <div className={styles.row}>
      <AccentSwatches />
      <CustomizeLink scope={ACCENT_SCOPE} />
    </div>
  );
}

function AccentSwatches(): ReactNode {
  return (
    <fieldset className={styles.picker}>
      {/* Set as HTML: the build minifies the page's CSS, and React would call that text a mismatch. */}
      <style dangerouslySetInnerHTML={{__html: css}} />
      <legend className={styles.legend}>Accent</legend>
      {ACCENTS.map((accent) => (
        <label
          key={accent.id}
          className={styles.swatch}
          style={
            {
              '--swatch-light': `var(--tessera-${accent.scale}-${accent.light.accent})`,
              '--swatch-dark': `var(--tessera-${accent.scale}-${accent.dark.accent})`,
            } as CSSProperties
          }
        >
          <input
            type="radio"
            name="accent"
            value={accent.id}
            defaultChecked={accent.id === DEFAULT_ACCENT}
            className={styles.input}
          />
          <span className={styles.dot} aria-hidden="true" />
          <span className="sr-only">{accent.label}</span>
        </label>
      ))}
    </fieldset>
  );
}

import {useMemo, useState, type ReactNode} from 'react';
import {useColorMode} from '@docusaurus/theme-common';
import {AT_ONCE, interactive} from '@site/src/islands/Body';
import {useCopy} from '@site/src/components/Example/useCopy';
import {colorTokens, type TokenSets} from './parseTokens';
import {resolveToken} from './resolveVar';
import styles from './styles.module.css';

export interface ColorSwatchesProps {
  /**
   * JSON of the token stylesheet's custom properties (`TokenSets`). Pages do not write it: the
   * `remark-site-data` plugin parses the library's `tokens.css` at build time and injects it.
   */
  tokens?: string;
}

/** A swatch per colour token; activating one copies its value resolved for the current colour mode. */
function ColorSwatches({tokens}: ColorSwatchesProps): ReactNode {
  const sets = useMemo<TokenSets>(
    () => (tokens ? (JSON.parse(tokens) as TokenSets) : {light: {}, dark: {}}),
    [tokens],
  );
  const list = useMemo(() => colorTokens(sets), [sets]);
  const {colorMode} = useColorMode();
  const vars = colorMode === 'dark' ? {...sets.light, ...sets.dark} : sets.light;
  const {copied, copy} = useCopy();
  const [lastCopied, setLastCopied] = useState<{name: string; value: string}>();

  if (list.length === 0) return <p>No colour tokens were found in the token stylesheet.</p>;

  return (
    <>
      <ul className={styles.grid} data-testid="color-swatches">
        {list.map((token) => {
          const resolution = resolveToken(token.name, vars);
          // An unresolvable alias still copies something that works in CSS: the reference itself.
          const value = resolution.ok ? resolution.value : `var(${token.name})`;
          const showCopied = copied && lastCopied?.name === token.name;
          return (
            <li key={token.name}>
              <button
                type="button"
                className={styles.swatch}
                onClick={() => {
                  setLastCopied({name: token.name, value});
                  void copy(value);
                }}
              >
                <span
                  className={styles.chip}
                  style={{background: resolution.ok ? resolution.value : undefined}}
                />
                <span className={styles.name}>
                  <span className={styles.srOnly}>Copy </span>
                  {token.name}
                </span>
                <span className={styles.value}>{showCopied ? 'Copied' : value}</span>
              </button>
            </li>
          );
        })}
      </ul>
      <span role="status" className={styles.srOnly}>
        {copied && lastCopied ? `Copied ${lastCopied.value}` : ''}
      </span>
    </>
  );
}

/** Its values follow the color mode, which the server does not know: it goes live at once. */
export default interactive(ColorSwatches, {subscribe: () => AT_ONCE});

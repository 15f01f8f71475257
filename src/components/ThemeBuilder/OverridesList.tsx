import type {ReactNode} from 'react';
import {Button} from '@tessera-ui/react/button';
import {parseColour, toHex, type ColourAlias, type Scheme} from '@tessera-ui/theme';
import {AddOverride} from './AddOverride';
import {ColourField} from './ColourField';
import type {InputProps} from './types';
import styles from './styles.module.css';

/**
 * The aliases set by hand in one scheme (a contrast fix sets one, or the reader picks one): each
 * editable, and removable to give the derived value back.
 */
export function OverridesList({
  input,
  update,
  settle,
  scheme,
  current,
}: InputProps & {scheme: Scheme; current: Record<string, string>}): ReactNode {
  const overrides = Object.entries(input.overrides[scheme]).filter(
    (entry): entry is [ColourAlias, string] => Boolean(entry[1]),
  );
  const set = (alias: ColourAlias, value: string | undefined, change?: 'transient') => {
    const next = {...input.overrides[scheme]};
    if (value) next[alias] = value;
    else delete next[alias];
    update({...input, overrides: {...input.overrides, [scheme]: next}}, change);
  };
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>Hand-set colours ({scheme})</legend>
      {overrides.length === 0 ? (
        <p className={styles.derived}>
          None: every {scheme} colour is derived. A contrast fix sets one here, or set one below.
        </p>
      ) : (
        <ul className={styles.overrides}>
          {overrides.map(([alias, value]) => (
            <li key={alias} className={styles.override}>
              <ColourField
                label={alias}
                value={parseColour(value)}
                onChange={(colour) => set(alias, toHex(colour), 'transient')}
                onCommit={settle}
              />
              <Button
                size="sm"
                variant="ghost"
                aria-label={`Remove ${alias} (${scheme})`}
                onPress={() => set(alias, undefined)}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
      <AddOverride
        scheme={scheme}
        taken={overrides.map(([alias]) => alias)}
        current={current}
        onAdd={(alias, value) => set(alias, value)}
      />
    </fieldset>
  );
}

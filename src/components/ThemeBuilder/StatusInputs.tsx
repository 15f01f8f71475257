import type {ReactNode} from 'react';
import {Switch} from '@tessera-ui/react/switch';
import {parseColour, STATUSES, type Status} from '@tessera-ui/theme';
import {ColourField} from './ColourField';
import type {InputProps} from './types';
import styles from './styles.module.css';

const LABELS: Record<Status, string> = {success: 'Success', warning: 'Warning', danger: 'Danger'};

// The library's own light fills (tokens.css), where a reader's own colour starts.
const LIBRARY: Record<Status, string> = {
  success: '#15803d',
  warning: '#f59e0b',
  danger: '#dc2626',
};

/** Status colours: the library's own until the reader gives one of their own. */
export function StatusInputs({input, update, settle}: InputProps): ReactNode {
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>Status colours</legend>
      {STATUSES.map((status) => {
        const colour = input.status[status];
        return (
          <div key={status} className={styles.status}>
            <Switch
              isSelected={colour !== undefined}
              onChange={(own) => {
                const next = {...input.status};
                if (own) next[status] = parseColour(LIBRARY[status]);
                else delete next[status];
                update({...input, status: next});
              }}
            >
              {`Own ${LABELS[status].toLowerCase()} colour`}
            </Switch>
            {colour ? (
              <ColourField
                label={LABELS[status]}
                value={colour}
                onChange={(value) =>
                  update({...input, status: {...input.status, [status]: value}}, 'transient')
                }
                onCommit={settle}
              />
            ) : (
              <p className={styles.derived}>{LABELS[status]}: the library’s own.</p>
            )}
          </div>
        );
      })}
    </fieldset>
  );
}

import type {ReactNode} from 'react';
import type {ApiChange} from './types';
import styles from './styles.module.css';

export interface ApiChangesProps {
  /** The older docs version, `1.x`. */
  from: string;
  /** The newer docs version, `2.x`. */
  to: string;
  /** Which changes: of components themselves, or of their props. */
  show: 'components' | 'props';
  /**
   * JSON `ApiChange[]`, injected at build time by remark-site-data from the two versions' props
   * snapshots (plugins/versions/diff.ts); never hand-written.
   */
  data?: string;
}

const CHANGE: Record<ApiChange['change'], string> = {
  renamed: 'Renamed',
  removed: 'Removed',
  added: 'Added',
};

const name = (value: string | undefined) => (value ? <code>{value}</code> : '—');

/** The API changes between two docs versions, generated from their props snapshots. */
export default function ApiChanges({from, to, show, data}: ApiChangesProps): ReactNode {
  if (!data) {
    return (
      <p>
        The build did not generate the changes from {from} to {to}.
      </p>
    );
  }
  const changes = (JSON.parse(data) as ApiChange[]).filter(
    (change) => (show === 'props') === (change.prop === true),
  );
  return (
    <div className={styles.scroll}>
      <table className={styles.table} data-testid={`api-changes-${show}`}>
        <caption>
          {show === 'props' ? 'Props' : 'Components'} renamed, removed or added from {from} to {to}{' '}
          ({changes.length})
        </caption>
        <thead>
          <tr>
            <th scope="col">Component</th>
            <th scope="col">Change</th>
            <th scope="col">In {from}</th>
            <th scope="col">In {to}</th>
          </tr>
        </thead>
        <tbody>
          {changes.map((change) => (
            <tr key={`${change.component} ${change.change} ${change.before ?? change.after}`}>
              <th scope="row">{change.component}</th>
              <td>{CHANGE[change.change]}</td>
              <td>{name(change.before)}</td>
              <td>{name(change.after)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

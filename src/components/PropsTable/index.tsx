import {useMemo, type ReactNode} from 'react';
import type {PropDoc, PropsData} from './types';
import ServerHtml from '@site/src/components/ServerHtml';
import styles from './styles.module.css';

export interface PropsTableProps {
  /** Component name as exported from `@site/src/ui`, e.g. `Button`. */
  component: string;
  /** JSON `PropsData`, injected at build time by the `remark-site-data` plugin; never hand-written. */
  data?: string;
}

/** The generated props of one component: its own props, then inherited groups collapsed. */
export default function PropsTable({component, data}: PropsTableProps): ReactNode {
  const props = useMemo(() => (data ? (JSON.parse(data) as PropsData) : undefined), [data]);
  if (!props) {
    return (
      <p className={styles.missing} data-testid="props-table-missing">
        No props were generated for <code>{component}</code>: the build did not find it in{' '}
        <code>src/ui</code>.
      </p>
    );
  }
  return (
    <div className={styles.root} data-testid="props-table">
      {props.own.length > 0 ? (
        <Table caption={`${component} props`} rows={props.own} />
      ) : (
        <p>{component} has no props of its own.</p>
      )}
      {props.inherited.map((group) => (
        <details key={group.source} className={styles.inherited}>
          <summary>
            Inherited from {group.source} ({group.props.length})
          </summary>
          <Table caption={`${component} props inherited from ${group.source}`} rows={group.props} />
        </details>
      ))}
    </div>
  );
}

/** JSDoc descriptions use Markdown backticks for code; show those as <code>. */
function InlineCode({text}: {text: string}): ReactNode {
  return text
    .split('`')
    .map((part, index) => (index % 2 === 1 ? <code key={index}>{part}</code> : part));
}

function Table({caption, rows}: {caption: string; rows: PropDoc[]}): ReactNode {
  return (
    <ServerHtml className={styles.scroll}>
      <table className={styles.table}>
        <caption className={styles.srOnly}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Type</th>
            <th scope="col">Default</th>
            <th scope="col">Description</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((prop) => (
            <tr key={prop.name}>
              <th scope="row">
                <code>{prop.name}</code>
                {prop.required && <span className={styles.required}> (required)</span>}
              </th>
              <td>
                <code>{prop.type}</code>
              </td>
              <td>{prop.defaultValue ? <code>{prop.defaultValue}</code> : '—'}</td>
              <td>
                {prop.deprecated && <strong>Deprecated: {prop.deprecated} </strong>}
                <InlineCode text={prop.description} />
                {prop.selector && (
                  <>
                    {' '}
                    Selector: <code>{prop.selector}</code>
                  </>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ServerHtml>
  );
}

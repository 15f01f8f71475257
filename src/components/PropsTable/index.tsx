import {useMemo, type ReactNode} from 'react';
import {DEPRECATED_WITHOUT_TEXT, type PagePropsData, type PropDoc} from './types';
import DomAttributes from './DomAttributes';
import ServerHtml from '@site/src/islands/ServerHtml';
import {propAnchor} from './propAnchor';
import styles from './styles.module.css';

export interface PropsTableProps {
  /** Component name as exported from `@tessera-ui/react`, e.g. `Button`. */
  component: string;
  /** JSON `PagePropsData`, injected at build time by the `remark-site-data` plugin; never hand-written. */
  data?: string;
}

/**
 * The generated props of one component: its own props, then inherited groups collapsed, React's
 * DOM attributes by name only.
 */
export default function PropsTable({component, data}: PropsTableProps): ReactNode {
  const props = useMemo(() => (data ? (JSON.parse(data) as PagePropsData) : undefined), [data]);
  if (!props) {
    return (
      <p className={styles.missing} data-testid="props-table-missing">
        No props were generated for <code>{component}</code>: the build did not find it in{' '}
        <code>@tessera-ui/react</code>.
      </p>
    );
  }
  return (
    <div className={styles.root} data-testid="props-table">
      {props.since && (
        <p className={styles.componentSince}>
          <code>{component}</code> {props.isNew ? 'is new in' : 'is available since'} {props.since}.
        </p>
      )}
      {props.own.length > 0 ? (
        <Table component={component} caption={`${component} props`} rows={props.own} />
      ) : (
        <p>{component} has no props of its own.</p>
      )}
      {props.inherited.map((group) => (
        <details key={group.source} className={styles.inherited}>
          <summary>
            Inherited from {group.source} ({('names' in group ? group.names : group.props).length})
          </summary>
          {'names' in group ? (
            <DomAttributes component={component} names={group.names} />
          ) : (
            <Table
              component={component}
              caption={`${component} props inherited from ${group.source}`}
              rows={group.props}
            />
          )}
        </details>
      ))}
    </div>
  );
}

/**
 * "Since 2.0" / "New in 3.0" and "Deprecated" as words in the row header, so the state never rests on
 * colour or on the strike-through alone (screen readers announce neither).
 */
function Badges({prop}: {prop: PropDoc}): ReactNode {
  return (
    <>
      {prop.deprecated && (
        <>
          {' '}
          <span className={styles.badge} data-badge="deprecated">
            Deprecated
          </span>
        </>
      )}
      {prop.since && (
        <>
          {' '}
          <span className={styles.badge} data-badge={prop.isNew ? 'new' : 'since'}>
            {prop.isNew ? 'New in' : 'Since'} {prop.since}
          </span>
        </>
      )}
    </>
  );
}

/** JSDoc descriptions use Markdown backticks for code; show those as <code>. */
function InlineCode({text}: {text: string}): ReactNode {
  return text
    .split('`')
    .map((part, index) => (index % 2 === 1 ? <code key={index}>{part}</code> : part));
}

/**
 * What the site search indexes, one entry per row. The search plugin makes a result, with a link,
 * only from an h1–h3 holding an `a.hash-link`; a visible heading cannot go in a row header (HTML
 * forbids it) and would flood the page's outline, so these are `hidden`: out of the layout and the
 * accessibility tree, read only by the indexer from the built HTML. Each names its component, so
 * rows of several tables on one page (Tabs, TabList, Tab) do not read as the same result; and each
 * is followed only by the next heading, so no content entry repeats the row a second time.
 */
function SearchEntries({component, rows}: {component: string; rows: PropDoc[]}): ReactNode {
  return (
    <div hidden data-search-entries="">
      {rows.map((prop) => (
        <h3 key={prop.name}>
          {`${prop.name} (${component})`}
          <a className="hash-link" href={`#${propAnchor(component, prop.name)}`}>
            #
          </a>
        </h3>
      ))}
    </div>
  );
}

function Table({
  component,
  caption,
  rows,
}: {
  component: string;
  caption: string;
  rows: PropDoc[];
}): ReactNode {
  return (
    <>
      {/* A narrow screen scrolls the table sideways: keyboard users reach the scroller by Tab. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div className={styles.scroll} tabIndex={0} role="region" aria-label={caption}>
        <ServerHtml>
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
                <tr key={prop.name} id={propAnchor(component, prop.name)} className={styles.row}>
                  <th scope="row">
                    {prop.deprecated ? (
                      <s>
                        <code>{prop.name}</code>
                      </s>
                    ) : (
                      <code>{prop.name}</code>
                    )}
                    {prop.required && <span className={styles.required}> (required)</span>}
                    <Badges prop={prop} />
                  </th>
                  <td>
                    <code>{prop.type}</code>
                  </td>
                  <td>{prop.defaultValue ? <code>{prop.defaultValue}</code> : '—'}</td>
                  <td>
                    {prop.deprecated && (
                      <>
                        <strong>Deprecated.</strong>{' '}
                        {prop.deprecated !== DEPRECATED_WITHOUT_TEXT && (
                          <>
                            <InlineCode text={prop.deprecated} />{' '}
                          </>
                        )}
                      </>
                    )}
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
      </div>
      <SearchEntries component={component} rows={rows} />
    </>
  );
}

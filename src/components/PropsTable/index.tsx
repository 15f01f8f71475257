import {useMemo, useState, type ReactNode} from 'react';
import {interactive} from '@site/src/islands/Body';
import {
  DEPRECATED_WITHOUT_TEXT,
  type InheritedGroup,
  type PagePropsData,
  type PropDoc,
} from './types';
import DomAttributes from './DomAttributes';
import ServerHtml from '@site/src/islands/ServerHtml';
import {propAnchor} from './propAnchor';
import {SEARCH_ENTRIES_ATTRIBUTE, serializeSearchEntries} from './searchEntries';
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
function PropsTable({component, data}: PropsTableProps): ReactNode {
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
      {props.inherited.map((group) =>
        'names' in group ? (
          <details key={group.source} className={styles.inherited}>
            <summary>
              Inherited from {group.source} ({group.names.length})
            </summary>
            <DomAttributes component={component} names={group.names} />
          </details>
        ) : (
          <InheritedProps key={group.source} component={component} group={group}>
            <Table
              component={component}
              caption={`${component} props inherited from ${group.source}`}
              rows={group.props}
            />
          </InheritedProps>
        ),
      )}
      <SearchEntries
        component={component}
        rows={[
          ...props.own,
          ...props.inherited.flatMap((group) => ('props' in group ? group.props : [])),
        ]}
      />
    </div>
  );
}

/**
 * A folded group of inherited props: its names while folded (the server's HTML, readable without
 * scripts and found by find-in-page), the full table, `children`, from the page's data once a
 * reader opens it. Rendering the rows only then keeps a page's served HTML small: React Aria's
 * props were most of the elements of the Tabs and Menu pages.
 */
function InheritedProps({
  component,
  group,
  children,
}: {
  component: string;
  group: InheritedGroup;
  children: ReactNode;
}): ReactNode {
  const [open, setOpen] = useState(false);
  const names = group.props.map((prop) => prop.name);
  return (
    <details
      className={styles.inherited}
      data-props-of={component}
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary>
        Inherited from {group.source} ({names.length})
      </summary>
      {open ? (
        children
      ) : (
        <p className={styles.names} data-prop-names="">
          {names.join(', ')}
        </p>
      )}
    </details>
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
 * What the site search indexes, one entry per row, as data: the search theme makes each a result
 * linking to its row when it builds the index, so the page serves one element for all of them.
 * DOM attributes have none (they are the same for every component).
 */
function SearchEntries({component, rows}: {component: string; rows: PropDoc[]}): ReactNode {
  const entries = rows.map((prop) => ({
    title: `${prop.name} (${component})`,
    anchor: propAnchor(component, prop.name),
  }));
  return (
    <script
      type="application/json"
      {...{[SEARCH_ENTRIES_ATTRIBUTE]: ''}}
      dangerouslySetInnerHTML={{__html: serializeSearchEntries(entries)}}
    />
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
    // A narrow screen scrolls the table sideways: keyboard users reach the scroller by Tab.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
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
  );
}

/** An island of a page body: it goes live when a reader reaches for it (to open a folded group). */
export default interactive(PropsTable);

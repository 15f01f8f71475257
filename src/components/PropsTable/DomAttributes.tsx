import type {ReactNode} from 'react';
import styles from './styles.module.css';

const COMMON_PROPS = 'https://react.dev/reference/react-dom/components/common';

/**
 * The DOM attributes a component takes from React's typings, by name: the same ~280 for every
 * component that renders a `div`, and described by React, not by us. As a table, a row each, they
 * were most of a page (six tables, 12,000 elements, on the Card page) and flooded search with
 * `onClick` once per component.
 */
export default function DomAttributes({
  component,
  names,
}: {
  component: string;
  names: string[];
}): ReactNode {
  return (
    <>
      <p>
        <code>{component}</code> passes the standard attributes of the element it renders through to
        it, typed by React and described in{' '}
        <a href={COMMON_PROPS}>React&apos;s reference for common components</a>:
      </p>
      <p className={styles.names}>{names.join(', ')}</p>
    </>
  );
}

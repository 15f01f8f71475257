import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import styles from './styles.module.css';

/** The × control: a link, so it works before hydration and shows its target on hover. */
export default function CloseLink({to}: {to: string}): ReactNode {
  return (
    <Link
      to={to}
      className={styles.close}
      aria-label="Close showcase"
      title="Close (Esc)"
      aria-keyshortcuts="Escape"
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path
          d="M6 6l12 12M18 6L6 18"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        />
      </svg>
    </Link>
  );
}

import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useLocation} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useVersions} from '@docusaurus/plugin-content-docs/client';
import {searchUrl, versionParam} from './searchUrl';
import styles from './styles.module.css';

/**
 * Search results come from one docs version's index: the one the reader was on when they searched.
 * This switch names that version and searches the same words in any other one.
 */
export default function SearchVersions(): ReactNode {
  const {search} = useLocation();
  const baseUrl = useBaseUrl('/');
  const versions = useVersions(undefined);
  // The words and version live in the query string, which the prerendered page does not have:
  // rendering the links only after hydration keeps their hrefs and aria-current from being stale.
  const isBrowser = useIsBrowser();
  const params = new URLSearchParams(search);
  const query = params.get('q') ?? '';
  const current = params.get('version') ?? '';
  if (!isBrowser || versions.length < 2) return null;
  return (
    <nav className={styles.versions} aria-label="Search in version">
      <span className={styles.label}>Searching the docs of version:</span>
      <ul className={styles.list}>
        {versions.map((version) => {
          const param = versionParam(version, baseUrl);
          const isCurrent = param === current;
          return (
            <li key={version.name}>
              <Link
                to={searchUrl(baseUrl, query, param)}
                className={styles.link}
                aria-current={isCurrent ? 'page' : undefined}
              >
                {version.label}
                {version.isLast ? ' (latest)' : ''}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

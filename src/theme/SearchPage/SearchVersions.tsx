import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useLocation} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
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
  const params = new URLSearchParams(search);
  const query = params.get('q') ?? '';
  const current = params.get('version') ?? '';
  if (versions.length < 2) return null;
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

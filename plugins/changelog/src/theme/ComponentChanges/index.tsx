import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import type {Props} from '@theme/ComponentChanges';
import type {ComponentRelease} from '@site/plugins/changelog/src/componentChanges';
import {formatReleaseDate} from '@site/plugins/changelog/src/releaseDate';
import styles from './styles.module.css';

const CHANGELOG = '/changelog';

/**
 * A component page's "Changes": the release notes that name its components, newest release first.
 * `data` is written into the page at build time by remark-site-data from the changelog.
 */
export default function ComponentChanges({data}: Props): ReactNode {
  const releases = JSON.parse(data ?? '[]') as ComponentRelease[];
  if (releases.length === 0) {
    return (
      <p className={styles.none}>
        No release has changed this component since it was added. Every release is in the{' '}
        <Link to={CHANGELOG}>changelog</Link>.
      </p>
    );
  }
  return (
    <div className={styles.changes}>
      {releases.map((release) => (
        <section key={release.version} aria-label={`Changes in ${release.version}`}>
          <p className={styles.release}>
            <Link to={`${CHANGELOG}#${release.anchor}`}>{release.version}</Link>
            {release.date && (
              <time className={styles.date} dateTime={release.date}>
                {formatReleaseDate(release.date)}
              </time>
            )}
          </p>
          <ul>
            {release.entries.map((entry) => (
              <li key={`${entry.type} ${entry.html}`}>
                <span className={styles.type}>{entry.type}</span> <strong>{entry.component}</strong>
                : <span dangerouslySetInnerHTML={{__html: entry.html}} />
              </li>
            ))}
          </ul>
        </section>
      ))}
      <p>
        Every release of the library, with feeds: <Link to={CHANGELOG}>changelog</Link>.
      </p>
    </div>
  );
}

import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import type {Props} from '@theme/ChangelogPage';
import {CHANGE_TYPES} from '@site/plugins/changelog/src/types';
import {formatReleaseDate} from '@site/plugins/changelog/src/releaseDate';
import styles from './styles.module.css';

/** /changelog: every release, newest first, its changes grouped by kind. */
export default function ChangelogPage({releases, title, description, feeds}: Props): ReactNode {
  return (
    <Layout title={title} description={description}>
      <main className="container container--fluid margin-vert--lg">
        <div className={styles.page}>
          <header>
            <Heading as="h1">{title}</Heading>
            <p className={styles.lead}>{description}</p>
            <p className={styles.subscribe}>
              Follow releases in your reader: <a href={feeds.rss}>RSS</a>,{' '}
              <a href={feeds.atom}>Atom</a> or <a href={feeds.json}>JSON Feed</a>. To get each
              release by mail, sign up with the form at the bottom of the page.
            </p>
          </header>
          {releases.map((release) => (
            <section
              key={release.version}
              className={styles.release}
              aria-labelledby={release.anchor}
            >
              <Heading as="h2" id={release.anchor}>
                {release.version}
                {release.date && (
                  <>
                    {' '}
                    <span className={styles.date}>
                      <time dateTime={release.date}>{formatReleaseDate(release.date)}</time>
                    </span>
                  </>
                )}
              </Heading>
              {CHANGE_TYPES.map((type) => {
                const entries = release.entries.filter((entry) => entry.type === type);
                if (entries.length === 0) return null;
                return (
                  <div key={type}>
                    <Heading as="h3" id={`${release.anchor}-${type.toLowerCase()}`}>
                      {type}
                    </Heading>
                    <ul className={styles.entries}>
                      {entries.map((entry) => (
                        <li key={entry.markdown}>
                          {entry.component && <strong>{entry.component}: </strong>}
                          <span dangerouslySetInnerHTML={{__html: entry.html}} />
                        </li>
                      ))}
                    </ul>
                  </div>
                );
              })}
            </section>
          ))}
        </div>
      </main>
    </Layout>
  );
}

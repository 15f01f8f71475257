import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import catalogue from '@site/showcase/components.json';
import {groupComponents} from '@site/src/utils/componentGroups';
import {useDocPaths} from '@site/src/utils/useDocPaths';
import {LazyPreview} from './islands';
import styles from './home.module.css';

/** Every component, grouped as the sidebar groups them, each card a picture and a link to its page. */
export function Gallery(): ReactNode {
  const docPaths = useDocPaths();
  const components = catalogue.filter((entry) => docPaths.has(entry.href));
  return (
    <section className="container margin-vert--xl" aria-labelledby="gallery-heading">
      <Heading as="h2" id="gallery-heading">
        Every component
      </Heading>
      <p>
        {components.length} components, each with live examples, its props, its keyboard and screen
        reader behaviour.
      </p>
      {groupComponents(components).map((group) => {
        const id = `gallery-${group.label.toLowerCase().replace(/\s+/g, '-')}`;
        return (
          <section key={group.label} aria-labelledby={id} className={styles.group}>
            <Heading as="h3" id={id} className={styles.groupHeading}>
              {group.label}
            </Heading>
            <ul className={styles.gallery}>
              {group.entries.map((entry) => (
                <li key={entry.name} className={styles.card} data-component={entry.name}>
                  <div className={styles.preview} inert>
                    <LazyPreview name={entry.name} />
                  </div>
                  <Link to={entry.href} className={styles.cardLink}>
                    {entry.title}
                  </Link>
                  <p className={styles.cardText}>{entry.description}</p>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </section>
  );
}

import type {ReactNode} from 'react';
import Heading from '@theme/Heading';
import styles from './playground.module.css';

/** One category of components, rendered twice: in a light pane and a dark pane side by side. */
export function Category({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: () => ReactNode;
}) {
  return (
    <section className={styles.category} aria-labelledby={id}>
      <Heading as="h2" id={id} className={styles.categoryTitle}>
        {title}
      </Heading>
      <div className={styles.pair}>
        {(['light', 'dark'] as const).map((theme) => (
          <div key={theme} className={`${theme} ${styles.pane}`} data-pane={theme}>
            <p className={styles.paneLabel}>{theme === 'light' ? 'Light' : 'Dark'}</p>
            {children()}
          </div>
        ))}
      </div>
    </section>
  );
}

/** A named block inside a pane: the component's name, then its states in a row or a column. */
export function Specimen({
  name,
  children,
  stack = false,
}: {
  name: string;
  children: ReactNode;
  stack?: boolean;
}) {
  return (
    // The title and the states share one flex box (a wrapper each would cost the page ~60 elements).
    <div className={`${styles.specimen} ${stack ? styles.stack : styles.row}`}>
      <Heading as="h3" className={styles.specimenTitle}>
        {name}
      </Heading>
      {children}
    </div>
  );
}

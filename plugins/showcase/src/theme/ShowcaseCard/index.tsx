import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import type {Props} from '@theme/ShowcaseCard';
import styles from './styles.module.css';

/** A showcase in a grid: the whole card is clickable, the accessible name is the title alone. */
export default function ShowcaseCard({showcase, href, componentTitles}: Props): ReactNode {
  const {title, description, category, components} = showcase;
  return (
    <article className={styles.card}>
      <p className={styles.category}>{category}</p>
      <Heading as="h3" className={styles.title}>
        <Link to={href ?? showcase.permalink} className={styles.link}>
          {title}
        </Link>
      </Heading>
      <p className={styles.description}>{description}</p>
      <ul className={styles.components} aria-label="Components used">
        {components.map((name) => (
          <li key={name}>{componentTitles?.[name] ?? name}</li>
        ))}
      </ul>
    </article>
  );
}

import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import type {Props} from '@theme/RelatedComponents';
import {
  findRelatedComponents,
  useDocPaths,
  RelatedCardsBoundary,
  useRelatedCards,
} from '@site/plugins/showcase/src/client';
import CategoryIcon from './CategoryIcon';
import styles from './styles.module.css';

/** Cards for the components related to `component`; each opens its docs page in a new tab. */
export default function RelatedComponents(props: Props): ReactNode {
  return (
    <RelatedCardsBoundary>
      <Cards {...props} />
    </RelatedCardsBoundary>
  );
}

function Cards({component}: Props): ReactNode {
  const related = findRelatedComponents(useRelatedCards(), component);
  const docPaths = useDocPaths();
  return (
    // Each card describes another page: search answers from that page, not from this list.
    <ul className={styles.grid} data-search-exclude="">
      {related.map(({name, title, description, category, href}) => (
        <li key={name} className={styles.card} data-component={name}>
          <span className={styles.icon}>
            <CategoryIcon category={category} />
          </span>
          <div className={styles.body}>
            <Heading as="h3" className={styles.title}>
              {docPaths.has(href) ? (
                <Link to={href} target="_blank" rel="noopener noreferrer" className={styles.link}>
                  {title}
                  <span className="sr-only"> (opens in a new tab)</span>
                  <svg
                    className={styles.external}
                    viewBox="0 0 24 24"
                    width="14"
                    height="14"
                    aria-hidden="true"
                    focusable="false"
                  >
                    <path
                      d="M14 4h6v6M20 4l-9 9M18 14v6H4V6h6"
                      fill="none"
                      stroke="currentColor"
                      strokeWidth="2"
                      strokeLinecap="round"
                      strokeLinejoin="round"
                    />
                  </svg>
                </Link>
              ) : (
                title
              )}
            </Heading>
            <p className={styles.description}>{description}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}

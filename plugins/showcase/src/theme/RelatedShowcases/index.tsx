import {useMemo, type ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
import ShowcaseCard from '@theme/ShowcaseCard';
import type {Props} from '@theme/RelatedShowcases';
import {
  findRelatedShowcases,
  RelatedCardsBoundary,
  useRelatedCards,
  withReturnUrl,
} from '@site/plugins/showcase/src/client';
import styles from './styles.module.css';

/** The showcases that use `component`; each card returns here when its showcase is closed. */
export default function RelatedShowcases(props: Props): ReactNode {
  return (
    <RelatedCardsBoundary>
      <Cards {...props} />
    </RelatedCardsBoundary>
  );
}

function Cards({component}: Props): ReactNode {
  const {pathname} = useLocation();
  const relatedCards = useRelatedCards();
  const titles = useMemo(
    () => Object.fromEntries(relatedCards.components.map(({name, title}) => [name, title])),
    [relatedCards],
  );
  const showcases = findRelatedShowcases(relatedCards, component);
  if (showcases.length === 0) {
    return <p className={styles.none}>No showcase uses this component yet.</p>;
  }
  return (
    // Each card describes another page: search answers from that page, not from this list.
    <ul className={styles.grid} data-search-exclude="">
      {showcases.map((showcase) => (
        <li key={showcase.name}>
          <ShowcaseCard
            showcase={showcase}
            href={withReturnUrl(showcase.permalink, pathname)}
            componentTitles={titles}
          />
        </li>
      ))}
    </ul>
  );
}

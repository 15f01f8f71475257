import {useMemo, type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import ShowcaseCard from '@theme/ShowcaseCard';
import type {Props} from '@theme/ShowcaseListPage';
import {categoriesOf, filterShowcases, withReturnUrl} from '@site/plugins/showcase/src/client';
import Filters from './Filters';
import {useShowcaseFilters} from './useShowcaseFilters';
import styles from './styles.module.css';

export default function ShowcaseListPage({index}: Props): ReactNode {
  const {title, description, showcases, components} = index;
  const known = useMemo(
    () => ({categories: categoriesOf(showcases), components: components.map((c) => c.name)}),
    [showcases, components],
  );
  const {filters, setFilters, currentUrl} = useShowcaseFilters(known);
  const visible = filterShowcases(showcases, filters);
  const componentTitles = useMemo(
    () =>
      Object.fromEntries(components.map(({name, title: componentTitle}) => [name, componentTitle])),
    [components],
  );

  return (
    <Layout title={title} description={description}>
      <main className="container margin-vert--lg">
        <header className={styles.header}>
          <Heading as="h1">{title}</Heading>
          <p className={styles.lead}>{description}</p>
          <p className={styles.sample}>
            All names, prices and texts in the showcases are sample content.
          </p>
        </header>
        <Filters
          categories={known.categories}
          components={components}
          filters={filters}
          onChange={setFilters}
        />
        {/* Cards carry h3 titles (they sit under an h2 on docs pages too), so the grid needs an h2. */}
        <Heading as="h2" className="sr-only">
          Results
        </Heading>
        <p role="status" className={styles.count}>
          Showing {visible.length} of {showcases.length} showcases
        </p>
        {visible.length > 0 ? (
          <ul className={styles.grid}>
            {visible.map((showcase) => (
              <li key={showcase.name}>
                <ShowcaseCard
                  showcase={showcase}
                  href={withReturnUrl(showcase.permalink, currentUrl)}
                  componentTitles={componentTitles}
                />
              </li>
            ))}
          </ul>
        ) : (
          <div className={styles.empty}>
            <p>No showcase matches these filters.</p>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => setFilters({})}
            >
              Clear filters
            </button>
          </div>
        )}
      </main>
    </Layout>
  );
}

import {useId, type ReactNode} from 'react';
import clsx from 'clsx';
import {categorySlug, type ShowcaseFilters} from '@site/plugins/showcase/src/client';
import styles from './styles.module.css';

interface FiltersProps {
  categories: string[];
  components: {name: string; title: string}[];
  filters: ShowcaseFilters;
  onChange: (filters: ShowcaseFilters) => void;
}

export default function Filters({
  categories,
  components,
  filters,
  onChange,
}: FiltersProps): ReactNode {
  const categoryLabel = useId();
  const componentSelect = useId();
  const options = [
    {slug: undefined, label: 'All'},
    ...categories.map((label) => ({slug: categorySlug(label), label})),
  ];
  return (
    <div className={styles.filters}>
      <div className={styles.filter}>
        <span id={categoryLabel} className={styles.filterLabel}>
          Category
        </span>
        <div role="group" aria-labelledby={categoryLabel} className={styles.categories}>
          {options.map(({slug, label}) => (
            <button
              key={label}
              type="button"
              className={clsx(
                'button button--sm',
                slug === filters.category ? 'button--primary' : 'button--secondary',
              )}
              aria-pressed={slug === filters.category}
              onClick={() => onChange({...filters, category: slug})}
            >
              {label}
            </button>
          ))}
        </div>
      </div>
      <div className={styles.filter}>
        <label htmlFor={componentSelect} className={styles.filterLabel}>
          Component
        </label>
        <select
          id={componentSelect}
          className={styles.select}
          value={filters.component ?? ''}
          onChange={(event) => onChange({...filters, component: event.target.value || undefined})}
        >
          <option value="">All components</option>
          {components.map(({name, title}) => (
            <option key={name} value={name}>
              {title}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}

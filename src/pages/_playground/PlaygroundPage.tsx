import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import {categories, type PlaygroundCategory} from './categories';
import {Category} from './Specimen';
import styles from './playground.module.css';

function CategoryNav({current}: {current?: string}) {
  return (
    <nav aria-label="Categories" className={styles.toc}>
      {categories.map((category) => (
        <Link
          key={category.id}
          to={`/playground/${category.id}`}
          aria-current={category.id === current ? 'page' : undefined}
        >
          {category.title}
        </Link>
      ))}
    </nav>
  );
}

/** Kitchen sink, one category a page: its components in light and dark side by side. */
export function PlaygroundPage({category}: {category: PlaygroundCategory}): ReactNode {
  return (
    <Layout
      title={`${category.title} · Playground`}
      description={`${category.summary} Every state, in the light and dark themes side by side.`}
    >
      <main className={styles.page}>
        <header className={styles.header}>
          <Heading as="h1">Playground</Heading>
          <p>Every Tessera UI component, in the light and dark themes side by side.</p>
          <CategoryNav current={category.id} />
        </header>
        <Category id={category.id} title={category.title}>
          {category.render}
        </Category>
        {category.renderOnce?.()}
      </main>
    </Layout>
  );
}

/** The playground's front page: what each category holds, one link each. */
export function PlaygroundIndex(): ReactNode {
  return (
    <Layout
      title="Playground"
      description="Every Tessera UI component in light and dark, side by side."
    >
      <main className={styles.page}>
        <header className={styles.header}>
          <Heading as="h1">Playground</Heading>
          <p>Every Tessera UI component, in the light and dark themes side by side.</p>
        </header>
        <ul className={styles.index}>
          {categories.map((category) => (
            <li key={category.id}>
              <Link to={`/playground/${category.id}`}>{category.title}</Link>
              <p>{category.summary}</p>
            </li>
          ))}
        </ul>
      </main>
    </Layout>
  );
}

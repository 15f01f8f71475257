import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import {Category} from './_playground/Specimen';
import {Actions} from './_playground/actions';
import {Feedback} from './_playground/feedback';
import {Display} from './_playground/display';
import {Forms} from './_playground/forms';
import {Navigation} from './_playground/navigation';
import {Overlays} from './_playground/overlays';
import styles from './playground.module.css';

const categories = [
  {id: 'actions', title: 'Actions', render: () => <Actions />},
  {id: 'feedback', title: 'Feedback and status', render: () => <Feedback />},
  {id: 'display', title: 'Data display', render: () => <Display />},
  {id: 'forms', title: 'Forms', render: () => <Forms />},
  {id: 'navigation', title: 'Navigation and disclosure', render: () => <Navigation />},
  {id: 'overlays', title: 'Overlays', render: () => <Overlays />},
];

/** Kitchen sink: every component of @tessera-ui/react, light and dark side by side, for visual and axe checks. */
export default function Playground(): ReactNode {
  return (
    <Layout
      title="Playground"
      description="Every Tessera UI component in light and dark, side by side."
    >
      <main className={styles.page}>
        <header className={styles.header}>
          <Heading as="h1">Playground</Heading>
          <p>Every Tessera UI component, in the light and dark themes side by side.</p>
          <nav aria-label="Categories" className={styles.toc}>
            {categories.map((category) => (
              <a key={category.id} href={`#${category.id}`}>
                {category.title}
              </a>
            ))}
          </nav>
        </header>
        {categories.map((category) => (
          <Category key={category.id} id={category.id} title={category.title}>
            {category.render}
          </Category>
        ))}
      </main>
    </Layout>
  );
}

import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import {LazyNewsletterForm} from '@site/src/components/NewsletterForm/LazyNewsletterForm';
import LiveDemo from './_home/live-demo.mdx';
import styles from './index.module.css';

const features = [
  {
    title: 'Accessible by default',
    body: 'Keyboard, focus and ARIA semantics from React Aria, checked by axe on every component and page.',
  },
  {
    title: 'Plain CSS, every state exposed',
    body: 'Stable class names and data-* state attributes: style hover, focus, selection and errors with CSS you already know.',
  },
  {
    title: 'Live, editable docs',
    body: 'Every example on this site runs in the page. Change the code and the preview re-renders.',
  },
];

export default function Home(): ReactNode {
  return (
    <Layout
      title="Accessible React components"
      description="Tessera UI is an accessible React component library built on React Aria Components, styled with plain CSS over design tokens."
    >
      <header className={styles.hero}>
        <div className="container">
          <Heading as="h1" className={styles.title}>
            Accessible React components you can read, edit and trust
          </Heading>
          <p className={styles.subtitle}>
            Tessera UI is a library of 29 components built on React Aria Components and styled with
            plain CSS over design tokens, in light and dark.
          </p>
          <div className={styles.actions}>
            <Link
              className="button button--primary button--lg"
              to="/docs/getting-started/introduction"
            >
              Get started
            </Link>
            <Link className="button button--secondary button--lg" to="/docs/components">
              Browse components
            </Link>
          </div>
        </div>
      </header>
      <main>
        <section className="container margin-vert--lg" aria-labelledby="features-heading">
          <Heading as="h2" id="features-heading" className="sr-only">
            Why Tessera UI
          </Heading>
          <div className="row">
            {features.map((feature) => (
              <div key={feature.title} className="col col--4 margin-bottom--md">
                <Heading as="h3">{feature.title}</Heading>
                <p>{feature.body}</p>
              </div>
            ))}
          </div>
        </section>
        <section className="container margin-vert--lg" aria-labelledby="try-heading">
          <Heading as="h2" id="try-heading">
            Try it here
          </Heading>
          <p>
            A card, a text field, a switch and a button from Tessera UI. Edit the code: the preview
            updates as you type.
          </p>
          <LiveDemo />
        </section>
        <section className={`container margin-vert--xl ${styles.newsletter}`}>
          <LazyNewsletterForm
            source="home"
            title="Get new components first"
            description="A short email when components, patterns or releases land. Unsubscribe in one click."
          />
        </section>
      </main>
    </Layout>
  );
}

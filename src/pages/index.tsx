import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import catalogue from '@site/showcase/components.json';
import {ACCENT_SCOPE, AccentPicker} from '@site/src/components/AccentPicker';
import {LazyNewsletterForm} from '@site/src/components/NewsletterForm/LazyNewsletterForm';
import {Gallery} from './_home/Gallery';
import {LazyInstallLine, LazyWorkspaceSettings} from './_home/islands';
import styles from './_home/home.module.css';

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
      <main {...{[ACCENT_SCOPE]: ''}}>
        <header className={styles.hero}>
          <div className={`container ${styles.heroGrid}`}>
            <div className={styles.heroText}>
              <Heading as="h1" className={styles.title}>
                Accessible React components you can read, edit and trust
              </Heading>
              <p className={styles.subtitle}>
                Tessera UI is a library of {catalogue.length} components built on React Aria
                Components and styled with plain CSS over design tokens, in light and dark.
              </p>
              <LazyInstallLine />
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
            <section className={styles.heroApp} aria-label="A sample app built with Tessera UI">
              <LazyWorkspaceSettings />
              <AccentPicker />
            </section>
          </div>
        </header>
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
        <Gallery />
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

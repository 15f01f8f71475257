import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import type {Props} from '@theme/ShowcasePage';
import CollapsibleCode from '@site/src/components/CollapsibleCode';
import {Island, sharedLoader} from '@site/src/islands/Island';
import {useDocPaths, useReturnUrl} from '@site/plugins/showcase/src/client';
import CloseLink from './CloseLink';
import Source from './Source';
import ShowcaseHead from './ShowcaseHead';
import {useEscapeTo} from './useEscapeTo';
import styles from './styles.module.css';

export default function ShowcasePage({page, demo}: Props): ReactNode {
  const {showcase, components, indexPermalink} = page;
  const returnUrl = useReturnUrl(indexPermalink);
  const docPaths = useDocPaths();
  useEscapeTo(returnUrl);
  const pageTitle = `${showcase.title} · Showcase`;

  return (
    <Layout title={pageTitle} description={showcase.description}>
      <ShowcaseHead title={pageTitle} description={showcase.description} />
      <main className="container margin-vert--lg">
        <header className={styles.header}>
          <div>
            <p className={styles.eyebrow}>
              <Link to={indexPermalink}>Showcase</Link> · {showcase.category}
            </p>
            <Heading as="h1" className={styles.title}>
              {showcase.title}
            </Heading>
            <p className={styles.lead}>{showcase.description}</p>
          </div>
          <CloseLink to={returnUrl} />
        </header>

        <section aria-labelledby="preview" className={styles.section}>
          <Heading as="h2" id="preview">
            Preview
          </Heading>
          <p className={styles.sample}>
            Sample content: every name, price and text below is made up.
          </p>
          <div className={styles.preview} data-testid="showcase-preview">
            {/* Server HTML until the reader reaches for it: the demo's code and the library stay
                out of the page's first load. Keyed by file, as Example islands key by source. */}
            <Island
              loader={sharedLoader(showcase.demoFile, () =>
                demo.load().then((module) => module.default),
              )}
              props={{}}
              server={demo.server}
              className={styles.island}
            />
          </div>
        </section>

        <section aria-labelledby="components-used" className={styles.section}>
          <Heading as="h2" id="components-used">
            Components used
          </Heading>
          <ul className={styles.components}>
            {components.map(({name, title, href}) => (
              <li key={name}>{docPaths.has(href) ? <Link to={href}>{title}</Link> : title}</li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="source" className={styles.section}>
          <Heading as="h2" id="source">
            Source
          </Heading>
          <CollapsibleCode lineCount={showcase.source.split('\n').length}>
            <Source code={showcase.source} title={showcase.demoFile} demo={demo} />
          </CollapsibleCode>
        </section>
      </main>
    </Layout>
  );
}

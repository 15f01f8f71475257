import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';

// The classic template's home page without the feature illustrations.
export default function Home() {
  const {siteConfig} = useDocusaurusContext();
  return (
    <Layout title="Home" description="A stock Docusaurus site used as a benchmark baseline">
      <header className="hero hero--primary">
        <div className="container">
          <Heading as="h1" className="hero__title">
            {siteConfig.title}
          </Heading>
          <p className="hero__subtitle">{siteConfig.tagline}</p>
          <Link className="button button--secondary button--lg" to="/docs/intro">
            Read the introduction
          </Link>
        </div>
      </header>
      <main className="container margin-vert--lg">
        <p>This site exists to measure what stock Docusaurus costs.</p>
      </main>
    </Layout>
  );
}

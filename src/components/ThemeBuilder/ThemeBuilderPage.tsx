// The /themes page (route added by plugins/theme-builder, which passes the contrast pairs and the
// library's tokens as `checks`). The inputs render on the server and work at hydration; the
// preview's components load after the first paint (islands.tsx).
import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import type {ThemeChecks} from '@tessera-ui/theme/check';
import {ThemeBuilder} from './ThemeBuilder';
import styles from './styles.module.css';

export interface ThemeBuilderPageProps {
  checks: ThemeChecks;
}

export default function ThemeBuilderPage({checks}: ThemeBuilderPageProps): ReactNode {
  return (
    <Layout
      title="Theme builder"
      description="Build a Tessera UI theme from an accent, a neutral tint, status colours, radius, font and density; preview every component in light and dark, fix contrast, and export CSS, design tokens or a CLI command."
    >
      <main className={`container ${styles.page}`}>
        <Heading as="h1" className={styles.title}>
          Theme builder
        </Heading>
        <p className={styles.intro}>
          Pick a few inputs; every colour of light and dark is derived from them, every component
          shows them, and every colour pair the components draw is checked against WCAG 2.2 AA. The
          address holds the theme: share it, or take the theme away as CSS, design tokens or a
          command.
        </p>
        <ThemeBuilder checks={checks} />
      </main>
    </Layout>
  );
}

// The /themes page (route added by plugins/theme-builder). The builder is an island: the server's
// HTML shows it with the default theme, and its code loads when the reader reaches for it
// (islands.tsx).
import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import {LazyThemeBuilder} from './islands';
import styles from './styles.module.css';

export default function ThemeBuilderPage(): ReactNode {
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
        <LazyThemeBuilder />
      </main>
    </Layout>
  );
}

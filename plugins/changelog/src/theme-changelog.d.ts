// Types of the theme components this plugin registers (getThemePath), for `@theme/…` imports.

declare module '@theme/ChangelogPage' {
  import type {ReactNode} from 'react';
  import type {ReleaseView} from '@site/plugins/changelog/src/types';

  export interface Props {
    readonly releases: readonly ReleaseView[];
    readonly title: string;
    readonly description: string;
    readonly feeds: {readonly rss: string; readonly atom: string; readonly json: string};
  }
  export default function ChangelogPage(props: Props): ReactNode;
}

declare module '@theme/ComponentChanges' {
  import type {ReactNode} from 'react';

  export interface Props {
    /** The page's entry point (`button`); remark-site-data reads it to write `data`. */
    readonly component: string;
    /** JSON of the releases that changed the page's components, written at build time. */
    readonly data?: string;
  }
  export default function ComponentChanges(props: Props): ReactNode;
}

// Types of the theme components this plugin registers (getThemePath), for `@theme/…` imports in
// the site and in swizzled components.

declare module '@theme/ShowcaseCard' {
  import type {ReactNode} from 'react';
  import type {ShowcaseCardData} from '@site/plugins/showcase/src/types';

  export interface Props {
    readonly showcase: ShowcaseCardData;
    /** Link target; defaults to the showcase's permalink. */
    readonly href?: string;
    /** Titles of the components, keyed by slug, to list under the description. */
    readonly componentTitles?: Readonly<Record<string, string>>;
  }
  export default function ShowcaseCard(props: Props): ReactNode;
}

declare module '@theme/ShowcaseListPage' {
  import type {ReactNode} from 'react';
  import type {ShowcaseIndexData} from '@site/plugins/showcase/src/types';

  export interface Props {
    readonly index: ShowcaseIndexData;
  }
  export default function ShowcaseListPage(props: Props): ReactNode;
}

declare module '@theme/ShowcasePage' {
  import type {ReactNode} from 'react';
  import type {ShowcaseDemoModule, ShowcasePageData} from '@site/plugins/showcase/src/types';

  export interface Props {
    readonly page: ShowcasePageData;
    /** The demo as an island: its code loads when the reader reaches for it. */
    readonly demo: ShowcaseDemoModule;
  }
  export default function ShowcasePage(props: Props): ReactNode;
}

declare module '@theme/RelatedShowcases' {
  import type {ReactNode} from 'react';

  export interface Props {
    /** Component slug (loose spellings such as "TextField" work). */
    readonly component: string;
  }
  export default function RelatedShowcases(props: Props): ReactNode;
}

declare module '@theme/RelatedComponents' {
  import type {ReactNode} from 'react';

  export interface Props {
    /** Component slug (loose spellings such as "TextField" work). */
    readonly component: string;
  }
  export default function RelatedComponents(props: Props): ReactNode;
}

declare module '@docusaurus-plugin-showcase/related-cards' {
  import type {RelatedCardsData} from '@site/plugins/showcase/src/types';

  const relatedCards: RelatedCardsData;
  export default relatedCards;
}

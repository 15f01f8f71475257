import {isValidElement, type ReactNode} from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import Heading from '@theme/Heading';
import MDXContent from '@theme/MDXContent';
import type {Props} from '@theme/DocItem/Content';
import CopyPageButton from '@site/src/components/CopyPageButton';
import {IslandBody} from '@site/src/islands/Body';
import {markdownPath} from '@tessera-ui/registry/markdown';
import type {Arrival} from '@site/src/components/PropsTable/types';
import {useRouteLinks} from './useRouteLinks';
import styles from './styles.module.css';

/** The title, when the Markdown has no `# heading` of its own and the front matter does not hide it. */
function useSyntheticTitle(): string | null {
  const {metadata, frontMatter, contentTitle} = useDoc();
  return !frontMatter.hide_title && contentTitle === undefined ? metadata.title : null;
}

/** The MDX module's output: the element tree of the page's body. */
function Body({children}: {children: ReactNode}): ReactNode {
  const syntheticTitle = useSyntheticTitle();
  const links = useRouteLinks();
  // Calling the MDX function (rather than rendering it) gives the tree without walking it, so
  // IslandBody can keep the server's HTML and take out only the interactive elements.
  const tree =
    isValidElement<object>(children) && typeof children.type === 'function'
      ? (children.type as (props: object) => ReactNode)(children.props)
      : children;
  return (
    <IslandBody
      tree={tree}
      header={
        syntheticTitle && (
          <header>
            <Heading as="h1">{syntheticTitle}</Heading>
          </header>
        )
      }
      className={clsx(ThemeClassNames.docs.docMarkdown, 'markdown')}
      on={links}
    />
  );
}

/**
 * A doc's body, with above it "Copy page" (the page as Markdown, for pasting into an assistant)
 * and, on component pages, the release the component arrived in (front matter from
 * plugins/versions). The body is server HTML that React does not hydrate, apart from its
 * interactive parts (see src/islands/Body).
 */
export default function DocItemContent({children}: Props): ReactNode {
  const {metadata, frontMatter} = useDoc();
  // The permalink already carries the base URL.
  const markdownUrl = markdownPath(metadata.permalink);
  const available = (frontMatter as {available_since?: Arrival}).available_since;
  return (
    <>
      <div className={styles.meta}>
        {available && (
          <p className={styles.since} data-testid="available-since">
            {available.isNew ? 'New in' : 'Available since'} <strong>{available.since}</strong>
          </p>
        )}
        <CopyPageButton markdownUrl={markdownUrl} />
      </div>
      <MDXContent>
        {/* A new page is a new body: its hooks (the MDX function's among them) start afresh. */}
        <Body key={metadata.permalink}>{children}</Body>
      </MDXContent>
    </>
  );
}

import type {ReactNode} from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import CopyPageButton from '@site/src/components/CopyPageButton';
import {markdownPath} from '@tessera-ui/registry/markdown';
import type {Arrival} from '@site/src/components/PropsTable/types';
import styles from './styles.module.css';

type Props = WrapperProps<typeof ContentType>;

/**
 * Adds, above every doc, "Copy page" (the page as Markdown, for pasting into an assistant) and, on
 * component pages, the release the component arrived in (front matter from plugins/versions).
 */
export default function ContentWrapper(props: Props): ReactNode {
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
      <Content {...props} />
    </>
  );
}

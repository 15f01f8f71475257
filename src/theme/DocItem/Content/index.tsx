import type {ReactNode} from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import CopyPageButton from '@site/src/components/CopyPageButton';
import {markdownPath} from '@site/plugins/llms-txt/markdown';

type Props = WrapperProps<typeof ContentType>;

/** Adds "Copy page" (the page as Markdown, for pasting into an assistant) above every doc. */
export default function ContentWrapper(props: Props): ReactNode {
  const {metadata} = useDoc();
  // The permalink already carries the base URL.
  const markdownUrl = markdownPath(metadata.permalink);
  return (
    <>
      <CopyPageButton markdownUrl={markdownUrl} />
      <Content {...props} />
    </>
  );
}

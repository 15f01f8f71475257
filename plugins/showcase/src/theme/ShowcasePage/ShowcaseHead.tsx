import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';

/** Social card meta beyond what Layout sets (it sets og:title, description and og:description). */
export default function ShowcaseHead({
  title,
  description,
}: {
  title: string;
  description: string;
}): ReactNode {
  return (
    <Head>
      <meta property="og:type" content="article" />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
    </Head>
  );
}

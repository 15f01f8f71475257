import {useMemo, useState, type ReactNode} from 'react';
import Content from '@theme-original/DocSidebar/Desktop/Content';
import type ContentType from '@theme/DocSidebar/Desktop/Content';
import type {WrapperProps} from '@docusaurus/types';
import SidebarFilter from '@site/src/components/SidebarFilter';
import {countPages, filterSidebar} from '@site/src/components/SidebarFilter/filterSidebar';

type Props = WrapperProps<typeof ContentType>;

export default function ContentWrapper(props: Props): ReactNode {
  const [query, setQuery] = useState('');
  const filtered = useMemo(() => filterSidebar(props.sidebar, query), [props.sidebar, query]);
  const filtering = query.trim().length > 0;
  return (
    <>
      <SidebarFilter value={query} onChange={setQuery} matchCount={countPages(filtered)} />
      {/* Remount when filtering starts or stops: categories read `collapsed` only on mount. */}
      <Content key={filtering ? 'filtered' : 'all'} {...props} sidebar={filtered} />
    </>
  );
}

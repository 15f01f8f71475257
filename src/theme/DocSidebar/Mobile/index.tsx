// Ejected from theme-classic's DocSidebar/Mobile to put the sidebar filter in the mobile drawer:
// the drawer's menu is rendered through NavbarSecondaryMenuFiller, out of a wrapper's reach.
import {memo, useMemo, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import {NavbarSecondaryMenuFiller, ThemeClassNames} from '@docusaurus/theme-common';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import DocSidebarItems from '@theme/DocSidebarItems';
import type {Props} from '@theme/DocSidebar/Mobile';
import SidebarFilter from '@site/src/components/SidebarFilter';
import {countPages, filterSidebar} from '@site/src/components/SidebarFilter/filterSidebar';
import {useOpenedOnce} from './useOpenedOnce';

interface MenuProps {
  menu: Pick<Props, 'sidebar' | 'path'>;
}

function DocSidebarMobileSecondaryMenu({menu: {sidebar, path}}: MenuProps): ReactNode {
  const mobileSidebar = useNavbarMobileSidebar();
  const [query, setQuery] = useState('');
  const filtered = useMemo(() => filterSidebar(sidebar, query), [sidebar, query]);
  const filtering = query.trim().length > 0;
  const rendered = useOpenedOnce(mobileSidebar.shown);
  return (
    <>
      <SidebarFilter value={query} onChange={setQuery} matchCount={countPages(filtered)} />
      {/* Remount when filtering starts or stops: categories read `collapsed` only on mount. */}
      <ul
        key={filtering ? 'filtered' : 'all'}
        className={clsx(ThemeClassNames.docs.docSidebarMenu, 'menu__list')}
      >
        {rendered && (
          <DocSidebarItems
            items={filtered}
            activePath={path}
            onItemClick={(item) => {
              // Only items that navigate close the drawer, as upstream.
              if ((item.type === 'category' && item.href) || item.type === 'link') {
                mobileSidebar.toggle();
              }
            }}
            level={1}
          />
        )}
      </ul>
    </>
  );
}

function DocSidebarMobile({sidebar, path}: Props): ReactNode {
  // One prop, memoised: the filler sorts its props' names with localeCompare, and a page's first
  // localeCompare builds an ICU collator, 35–40 ms on a slow phone inside the longest task after
  // hydration. A single name is never compared.
  const menu = useMemo(() => ({sidebar, path}), [sidebar, path]);
  return <NavbarSecondaryMenuFiller component={DocSidebarMobileSecondaryMenu} props={{menu}} />;
}

export default memo(DocSidebarMobile);

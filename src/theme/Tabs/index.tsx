import type {ReactNode} from 'react';
import Tabs from '@theme-original/Tabs';
import type {Props} from '@theme/Tabs';
import {interactive} from '@site/src/islands/Body';
import {tabChoice} from './tabChoice';

/** The theme's tabs, marked as an island of a page body (see src/islands/Body). */
export default interactive(
  function TabsIsland(props: Props): ReactNode {
    return <Tabs {...props} />;
  },
  {subscribe: tabChoice},
);

import type {ReactNode} from 'react';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import CodeBlock from '@theme/CodeBlock';
import {interactive} from '@site/src/islands/Body';
import {tabChoice} from '@site/src/theme/Tabs/tabChoice';
import {PACKAGE_MANAGER_LABELS, installCommand, managersFor, type PackageManager} from './commands';

const GROUP = 'package-manager';

export interface PackageManagerTabsProps {
  /** Component slug for the CLI (`npx tessera-ui@latest add button`); omit for the whole library. */
  component?: string;
  /** Extra packages the package-manager commands install alongside the library. */
  extra?: readonly string[];
  /**
   * The library version to install (`2`). Pages do not write it: `npm run version:cut` pins the
   * pages of a cut version to their major.
   */
  version?: string;
  /**
   * Syntax tokens per package manager, JSON. Pages do not write them: plugins/code-tokens injects
   * them at build time; without them the commands show as plain text.
   */
  tokens?: string;
}

/**
 * Install commands in tabs. `groupId` syncs every tab set on the site and Docusaurus stores the
 * choice in localStorage, so it holds across pages and visits.
 */
function PackageManagerTabs({
  component,
  extra,
  version,
  tokens,
}: PackageManagerTabsProps): ReactNode {
  const managers = managersFor(version);
  const tokensByManager = tokens
    ? (JSON.parse(tokens) as Partial<Record<PackageManager, string>>)
    : {};
  return (
    <Tabs groupId={GROUP} defaultValue={managers[0]} className="package-manager-tabs">
      {managers.map((manager) => (
        <TabItem key={manager} value={manager} label={PACKAGE_MANAGER_LABELS[manager]}>
          <CodeBlock language="bash" tokens={tokensByManager[manager]}>
            {installCommand(manager, component, extra, version)}
          </CodeBlock>
        </TabItem>
      ))}
    </Tabs>
  );
}

/** An island of a page body; a stored choice of package manager makes it live at once. */
export default interactive(PackageManagerTabs, {
  subscribe: () => tabChoice({groupId: GROUP}),
});

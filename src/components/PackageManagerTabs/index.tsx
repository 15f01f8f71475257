import type {ReactNode} from 'react';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import CodeBlock from '@theme/CodeBlock';
import {
  PACKAGE_MANAGER_LABELS,
  PACKAGE_MANAGERS,
  installCommand,
  type PackageManager,
} from './commands';

export interface PackageManagerTabsProps {
  /** Component slug for the CLI (`npx tessera-ui@latest add button`); omit for the whole library. */
  component?: string;
  /** Extra packages the package-manager commands install alongside the library. */
  extra?: readonly string[];
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
export default function PackageManagerTabs({
  component,
  extra,
  tokens,
}: PackageManagerTabsProps): ReactNode {
  const tokensByManager = tokens
    ? (JSON.parse(tokens) as Partial<Record<PackageManager, string>>)
    : {};
  return (
    <Tabs groupId="package-manager" defaultValue="cli" className="package-manager-tabs">
      {PACKAGE_MANAGERS.map((manager) => (
        <TabItem key={manager} value={manager} label={PACKAGE_MANAGER_LABELS[manager]}>
          <CodeBlock language="bash" tokens={tokensByManager[manager]}>
            {installCommand(manager, component, extra)}
          </CodeBlock>
        </TabItem>
      ))}
    </Tabs>
  );
}

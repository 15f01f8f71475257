// Docusaurus' version dropdown (theme-classic 3.10), changed in one way: when the page being read
// has no counterpart in a version, that version's item says so and opens the version's component
// list (from a component page) or its first page, instead of silently landing there.
import type {ReactNode} from 'react';
import {
  useActiveDocContext,
  useDocsPreferredVersion,
  useDocsVersionCandidates,
  useVersions,
  type GlobalDoc,
  type GlobalVersion,
} from '@docusaurus/plugin-content-docs/client';
import {useHistorySelector} from '@docusaurus/theme-common';
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import DropdownNavbarItem from '@theme/NavbarItem/DropdownNavbarItem';
import type {Props} from '@theme/NavbarItem/DocsVersionDropdownNavbarItem';
import {versionTarget} from './versionTarget';
import styles from './styles.module.css';

export default function DocsVersionDropdownNavbarItem({
  mobile,
  docsPluginId,
  dropdownActiveClassDisabled,
  dropdownItemsBefore,
  dropdownItemsAfter,
  versions: configs,
  ...props
}: Props): ReactNode {
  const search = useHistorySelector((history) => history.location.search);
  const hash = useHistorySelector((history) => history.location.hash);
  const activeDocContext = useActiveDocContext(docsPluginId);
  const {savePreferredVersionName} = useDocsPreferredVersion(docsPluginId);
  const versions = useVersions(docsPluginId);
  const candidates = useDocsVersionCandidates(docsPluginId);
  // Only the version list of the site's config is supported: it sets no `versions` option.
  if (configs) throw new Error('This site’s version dropdown does not take a `versions` option.');
  const displayed = candidates[0] ?? versions[0]!;

  const toItem = (version: GlobalVersion) => {
    const target = versionTarget(version, activeDocContext);
    return {
      label: target.missing ? (
        <span className={styles.item}>
          {version.label}
          <span className={styles.note}>
            Not in {version.label}: opens {target.fallback}
          </span>
        </span>
      ) : (
        version.label
      ),
      // Keeps ?search#hash when the reader lands on the same page.
      to: target.missing ? target.doc.path : `${target.doc.path}${search}${hash}`,
      isActive: () => version === activeDocContext.activeVersion,
      onClick: () => savePreferredVersionName(version.name),
    };
  };

  const items = [...dropdownItemsBefore, ...versions.map(toItem), ...dropdownItemsAfter];
  const displayedTarget: GlobalDoc = versionTarget(displayed, activeDocContext).doc;
  const label = mobile && items.length > 1 ? 'Versions' : displayed.label;
  const to = mobile && items.length > 1 ? undefined : displayedTarget.path;
  if (items.length <= 1) {
    return (
      <DefaultNavbarItem
        {...props}
        mobile={mobile}
        label={label}
        to={to}
        isActive={dropdownActiveClassDisabled ? () => false : undefined}
      />
    );
  }
  return (
    <DropdownNavbarItem
      {...props}
      mobile={mobile}
      label={label}
      to={to}
      items={items}
      isActive={dropdownActiveClassDisabled ? () => false : undefined}
    />
  );
}

import type {
  ActiveDocContext,
  GlobalDoc,
  GlobalVersion,
} from '@docusaurus/plugin-content-docs/client';

const COMPONENTS_OVERVIEW = 'components/overview';

export type VersionTarget =
  {missing: false; doc: GlobalDoc} | {missing: true; doc: GlobalDoc; fallback: string};

/**
 * Where switching to `version` takes the reader: the same page when the version has it (same doc
 * id: a renamed component's old page takes its new page's id); else, from a component page, the
 * version's component list, and otherwise its first page, saying which.
 */
export function versionTarget(version: GlobalVersion, context: ActiveDocContext): VersionTarget {
  const mainDoc = version.docs.find((doc) => doc.id === version.mainDocId)!;
  const same = context.alternateDocVersions[version.name];
  if (same) return {missing: false, doc: same};
  if (!context.activeDoc) return {missing: false, doc: mainDoc};
  const overview = context.activeDoc.id.startsWith('components/')
    ? version.docs.find((doc) => doc.id === COMPONENTS_OVERVIEW)
    : undefined;
  return overview
    ? {missing: true, doc: overview, fallback: `the ${version.label} components`}
    : {missing: true, doc: mainDoc, fallback: `the start of the ${version.label} docs`};
}

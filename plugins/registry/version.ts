// The registry's version label is the current docs version's (docusaurus.config.ts:
// `versions.current.label`), so /r/2.x/ and /docs/ always speak of the same release line.

export interface DocsContent {
  loadedVersions: {versionName: string; label: string}[];
}

export function currentVersionLabel(docs: DocsContent | undefined): string {
  const current = docs?.loadedVersions.find((version) => version.versionName === 'current');
  if (!current) {
    throw new Error(
      'registry: the docs plugin has no current version; the registry takes its version label from it.',
    );
  }
  return current.label;
}

// Component docs are written alongside the catalogue: a catalogue entry can have no page yet (or
// none in a trimmed test site). Whatever links to one asks this first, so the site (which fails on
// broken links) keeps building. The showcase plugin's cards and the home page share it.
import {useAllPluginInstancesData} from '@docusaurus/useGlobalData';
import {useMemo} from 'react';

interface DocsGlobalData {
  versions?: {docs?: {path: string}[]}[];
}

/** Paths of every docs page of every docs plugin instance and version. */
export function useDocPaths(): ReadonlySet<string> {
  const instances = useAllPluginInstancesData('docusaurus-plugin-content-docs', {failfast: false});
  return useMemo(() => {
    const paths = new Set<string>();
    for (const instance of Object.values(instances ?? {}) as DocsGlobalData[]) {
      for (const version of instance.versions ?? []) {
        for (const doc of version.docs ?? []) paths.add(doc.path);
      }
    }
    return paths;
  }, [instances]);
}

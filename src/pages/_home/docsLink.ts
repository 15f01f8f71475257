import {useAllDocsData} from '@docusaurus/plugin-content-docs/client';
import catalogue from '@site/showcase/components.json';

/**
 * The component pages this build has, by address: the catalogue can name components a site has no
 * page for (a trimmed test site), and a link to one would be a broken link.
 */
export function useDocumentedPaths(): Set<string> {
  const plugins = useAllDocsData();
  return new Set(
    Object.values(plugins).flatMap((plugin) =>
      plugin.versions.flatMap((version) => version.docs.map((doc) => doc.path)),
    ),
  );
}

/** A component's docs page, from the catalogue, when the site has it. */
export function useDocsHref(name: string): string | undefined {
  const documented = useDocumentedPaths();
  const entry = catalogue.find((component) => component.name === name);
  if (!entry) throw new Error(`The home page links to "${name}", which the catalogue lacks.`);
  return documented.has(entry.href) ? entry.href : undefined;
}

import catalogue from '@site/showcase/components.json';

/** A component's docs page, from the catalogue, when the site has it (`docPaths`: `useDocPaths()`). */
export function docsHref(name: string, docPaths: ReadonlySet<string>): string | undefined {
  const entry = catalogue.find((component) => component.name === name);
  if (!entry) throw new Error(`The home page links to "${name}", which the catalogue lacks.`);
  return docPaths.has(entry.href) ? entry.href : undefined;
}

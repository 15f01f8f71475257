// The portal's llms.txt, read as a list of pages per docs version: the map the MCP tools use to
// find a component's page and to search the docs.

export interface DocPage {
  title: string;
  description: string;
  /** Path on the portal, `/docs/components/tabs.md`. */
  path: string;
  version: string;
}

/** Sections `## Docs <version>` with links `- [Title](https://…/docs/x.md): Description`. */
export function parseLlmsTxt(text: string): DocPage[] {
  const pages: DocPage[] = [];
  let version: string | undefined;
  for (const line of text.split('\n')) {
    const section = /^## Docs (.+)$/.exec(line);
    if (section) {
      version = section[1]!.trim();
      continue;
    }
    const link = /^- \[([^\]]+)\]\(([^)]+)\)(?::\s*(.*))?$/.exec(line);
    if (link && version) {
      pages.push({
        title: link[1]!,
        path: new URL(link[2]!, 'https://portal.invalid').pathname,
        description: link[3]?.trim() ?? '',
        version,
      });
    }
  }
  return pages;
}

/** The page of a component in a version: the one whose path ends in `/components/<name>.md`. */
export function componentPage(
  pages: DocPage[],
  name: string,
  version: string,
): DocPage | undefined {
  return pages.find(
    (page) => page.version === version && page.path.endsWith(`/components/${name}.md`),
  );
}

// Module specifiers a TypeScript or CSS source imports, found by pattern rather than by parsing:
// the library's files are plain ES modules whose imports all sit at the top.

const FROM = /^\s*(?:import|export)\b[^'";]*?\bfrom\s*['"]([^'"]+)['"]/gm;
const BARE_IMPORT = /^\s*import\s*['"]([^'"]+)['"]/gm;
const CSS_IMPORT = /@import\s+(?:url\()?['"]([^'"]+)['"]/g;

/** Every specifier in `import … from`, `export … from` and side-effect imports, in file order. */
export function importSpecifiers(source: string): string[] {
  const found: {index: number; specifier: string}[] = [];
  for (const pattern of [FROM, BARE_IMPORT, CSS_IMPORT]) {
    for (const match of source.matchAll(pattern)) {
      found.push({index: match.index, specifier: match[1]!});
    }
  }
  return found.sort((a, b) => a.index - b.index).map(({specifier}) => specifier);
}

/** `react-aria-components/foo` → `react-aria-components`, `@scope/pkg/x` → `@scope/pkg`. */
export function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

export function isRelative(specifier: string): boolean {
  return specifier.startsWith('./') || specifier.startsWith('../');
}

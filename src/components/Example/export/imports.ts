// The packages an example module imports, read from its source text: enough for the import forms
// examples use (static imports and re-exports, side-effect imports, dynamic `import('…')`).
const SPECIFIER =
  /(?:^|[;\s])(?:import|export)\s+(?:type\s+)?(?:[\w$*{},\s]+?\s+from\s+)?(['"])([^'"\n]+)\1|\bimport\s*\(\s*(['"])([^'"\n]+)\3\s*\)/gm;

/** `@scope/name/sub` → `@scope/name`, `name/sub` → `name`; relative and absolute paths → null. */
export function packageName(specifier: string): string | null {
  if (/^[./]/.test(specifier) || /^[a-z]+:/i.test(specifier)) return null;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

/** The npm packages `source` imports, each once, in order of first import. */
export function importedPackages(source: string): string[] {
  const names = [...source.matchAll(SPECIFIER)]
    .map((match) => packageName(match[2] ?? match[4]!))
    .filter((name): name is string => name !== null);
  return [...new Set(names)];
}

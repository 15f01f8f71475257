// Which npm package a resolved file belongs to, and which packages are React Aria's.

/** The package a file inside `node_modules` belongs to (`@scope/name` or `name`), else undefined. */
export function packageOf(file: string): string | undefined {
  const normalized = file.replace(/\\/g, '/');
  const modules = normalized.lastIndexOf('node_modules/');
  if (modules === -1) return undefined;
  const [first = '', second = ''] = normalized.slice(modules + 'node_modules/'.length).split('/');
  return first.startsWith('@') ? `${first}/${second}` : first;
}

/** react-aria-components and the packages it is built from (Adobe's React Spectrum repository). */
export function isReactAriaPackage(name: string): boolean {
  return /^(react-aria-components|react-aria|react-stately|@react-aria\/|@react-stately\/|@react-types\/|@internationalized\/)/.test(
    name,
  );
}

// Relative, not @site/: the build's remark plugin (plugins/code-tokens) runs this file in Node.
import {PACKAGE_NAME} from '../Example/source';

export const PACKAGE_MANAGERS = ['cli', 'pnpm', 'npm', 'yarn', 'bun'] as const;
export type PackageManager = (typeof PACKAGE_MANAGERS)[number];

export const PACKAGE_MANAGER_LABELS: Record<PackageManager, string> = {
  cli: 'CLI',
  pnpm: 'pnpm',
  npm: 'npm',
  yarn: 'yarn',
  bun: 'bun',
};

/**
 * The managers a page offers. A page of a cut docs version pins `version` (the major it documents);
 * the CLI copies components from the current registry only, so such a page offers the package
 * managers alone.
 */
export function managersFor(version?: string): readonly PackageManager[] {
  return version ? PACKAGE_MANAGERS.filter((manager) => manager !== 'cli') : PACKAGE_MANAGERS;
}

/**
 * The install command per package manager. With a component, the CLI copies just that component;
 * the package managers always add the whole (tree-shaken) package plus extra packages, if any, at
 * `version` (`2` → `@tessera-ui/react@2`) when given.
 */
export function installCommand(
  manager: PackageManager,
  component?: string,
  extra: readonly string[] = [],
  version?: string,
): string {
  const packages = [version ? `${PACKAGE_NAME}@${version}` : PACKAGE_NAME, ...extra].join(' ');
  switch (manager) {
    case 'cli':
      return component ? `npx tessera-ui@latest add ${component}` : 'npx tessera-ui@latest init';
    case 'pnpm':
      return `pnpm add ${packages}`;
    case 'npm':
      return `npm install ${packages}`;
    case 'yarn':
      return `yarn add ${packages}`;
    case 'bun':
      return `bun add ${packages}`;
  }
}

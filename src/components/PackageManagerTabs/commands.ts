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
 * The install command per package manager. With a component, the CLI copies just that component;
 * the package managers always add the whole (tree-shaken) package plus extra packages, if any.
 */
export function installCommand(
  manager: PackageManager,
  component?: string,
  extra: readonly string[] = [],
): string {
  const packages = [PACKAGE_NAME, ...extra].join(' ');
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

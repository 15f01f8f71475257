// Which version of each package an exported project asks for. Every range is read from a package
// file of this repository, so a release or an upgrade changes the exports with nothing to edit here.
import libraryPackage from '@tessera-ui/react/package.json';
import sitePackage from '@site/package.json';

export interface ProjectVersions {
  /** Every project's dependencies: the library and the React it renders with. */
  dependencies: Readonly<Record<string, string>>;
  /** Added to the dependencies only when the example imports them (the library's own dependencies). */
  importable: Readonly<Record<string, string>>;
  /** Every project's devDependencies: the Vite toolchain. */
  tooling: Readonly<Record<string, string>>;
  /** The devDependencies a TypeScript project adds. */
  typescriptTooling: Readonly<Record<string, string>>;
}

interface PackageFile {
  name: string;
  version: string;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}

/**
 * Vite and its React plugin: the site is built by Docusaurus, so no package file of ours names them.
 * This is the one place they are written; the export end-to-end test installs and runs them.
 */
export const VITE_TOOLING: Readonly<Record<string, string>> = {
  vite: '^8.4.0',
  '@vitejs/plugin-react': '^6.3.0',
};

function pick(from: Record<string, string> | undefined, names: string[], file: string) {
  return Object.fromEntries(
    names.map((name) => {
      const range = from?.[name];
      if (!range) throw new Error(`${file} names no version of ${name}: add it there.`);
      return [name, range];
    }),
  );
}

/**
 * The ranges from the library's package.json (its version, its own dependencies) and the site's
 * (the React and TypeScript the docs are built and checked with).
 */
export function readVersions(library: PackageFile, site: PackageFile): ProjectVersions {
  const siteFile = 'The site package.json';
  return {
    dependencies: {
      [library.name]: `^${library.version}`,
      ...pick(site.dependencies, ['react', 'react-dom'], siteFile),
    },
    importable: {...library.dependencies},
    tooling: VITE_TOOLING,
    typescriptTooling: pick(
      site.devDependencies,
      ['typescript', '@types/react', '@types/react-dom'],
      siteFile,
    ),
  };
}

/**
 * The versions of this build of the site. Only the fields read here are named, so the bundler
 * leaves the rest of the two package files (scripts, the exports map) out of the chunk.
 */
export const siteVersions: ProjectVersions = readVersions(
  {
    name: libraryPackage.name,
    version: libraryPackage.version,
    dependencies: libraryPackage.dependencies,
  },
  {
    name: sitePackage.name,
    version: sitePackage.version,
    dependencies: sitePackage.dependencies,
    devDependencies: sitePackage.devDependencies,
  },
);

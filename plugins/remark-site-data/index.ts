// remark plugin: gives MDX site components the build-time data they need, read from the sources,
// so pages never paste code, props or token values by hand.
//   <Example of={Primary} />      → adds source="…" (the text of the file Primary is imported from)
//   <PropsTable component="X" />  → adds data="…" (react-docgen-typescript output for X; on a page of
//                                   a cut version, X as that version's props snapshot recorded it),
//                                   with "since" marks from the versions' snapshots
//   <ColorSwatches />             → adds tokens="…" (custom properties of the token stylesheet)
//   <BundleSize component="x" />  → adds data="…" (min+gzip cost of importing component x alone)
//   <ApiChanges from="1.x" to="2.x" … /> → adds data="…" (props renamed, removed and added between
//                                   the two docs versions, from their snapshots)
//   <ComponentChanges component="x" /> → adds data="…" (the changelog entries that name entry
//                                   point x's components; a cut version's page stops at its line)
// Data lands in the page's own chunk only; no global data is shipped to every page.
// A page of a cut docs version (versioned_docs/version-<label>/) never reads the current source:
// its props, bundle sizes and tokens come from what the cut froze (plugins/versions).
import fs from 'node:fs';
import path from 'node:path';
import {parseTokenSets} from '../../src/components/ColorSwatches/parseTokens';
import {
  attributeText,
  collectImports,
  getAttribute,
  isJsxElement,
  setStringAttribute,
  walk,
  type MdxNode,
} from './mdast';
import {timedSync} from '../buildTiming';
import {bundleSizeFor, siteBundleSizeOptions, startBundleSizes} from './bundleSizes';
import {loadAllProps, pendingDocgen, startDocgen} from './props';
import {changesFor} from '../changelog/src/componentChanges';
import {loadChangelog} from '../changelog/src/load';
import {DEFAULT_OPTIONS as CHANGELOG_DEFAULTS} from '../changelog/src/options';
import {diffApis} from '../versions/diff';
import {ApiHistory} from '../versions/history';
import {majorOf, versionOfFile} from '../versions/labels';
import {readPageData} from '../versions/pageData';
import {toPagePropsData} from './pageProps';
import {injectPlayground} from './playground/remark';

export interface SiteDataOptions {
  /** @default the repository root */
  siteDir?: string;
  /** @default '<siteDir>/packages/react/src' */
  uiDir?: string;
  /** @default '<siteDir>/packages/react/src/theme/tokens.css' */
  tokensFile?: string;
  /** @default '<siteDir>/node_modules/.cache/tessera-site-data' */
  cacheDir?: string;
  /** The package `<BundleSize>` measures. @default '@tessera-ui/react' */
  packageName?: string;
  /** The app that imports it, resolving it from its node_modules. @default siteDir */
  consumerDir?: string;
  /** The release notes `<ComponentChanges>` reads. @default the changelog plugin's `file` */
  changelogFile?: string;
}

const EXTENSIONS = ['', '.tsx', '.ts', '.jsx', '.js'];

export function resolveModule(
  specifier: string,
  fromFile: string,
  siteDir: string,
): string | undefined {
  let base: string;
  if (specifier.startsWith('@site/')) base = path.join(siteDir, specifier.slice('@site/'.length));
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(fromFile), specifier);
  else return undefined;
  return EXTENSIONS.map((extension) => base + extension).find(
    (file) => fs.existsSync(file) && fs.statSync(file).isFile(),
  );
}

interface VFileLike {
  path?: string;
  history?: string[];
  /** Docusaurus's MDX loader puts the page's front matter here. */
  data?: {frontMatter?: Record<string, unknown>};
}

function resolveOptions(options: SiteDataOptions) {
  const siteDir = options.siteDir ?? path.resolve(__dirname, '../..');
  const cacheDir = options.cacheDir ?? path.join(siteDir, 'node_modules/.cache/tessera-site-data');
  return {
    siteDir,
    uiDir: options.uiDir ?? path.join(siteDir, 'packages/react/src'),
    tokensFile: options.tokensFile ?? path.join(siteDir, 'packages/react/src/theme/tokens.css'),
    cacheDir,
    bundleSizeOptions: {
      ...siteBundleSizeOptions(siteDir, cacheDir),
      ...(options.packageName && {packageName: options.packageName}),
      ...(options.consumerDir && {consumerDir: options.consumerDir}),
    },
  };
}

/**
 * Starts the two slow parts that need no page, unless their results are cached: docgen in a worker
 * thread and the bundle-size measurement (esbuild, a process of its own). Called as early as the
 * build allows (docusaurus.config.ts), they overlap Docusaurus loading the site and the bundler's
 * start; the remark plugin, given the same options, picks up their results.
 */
export function startSiteData(options: SiteDataOptions = {}): void {
  const {siteDir, uiDir, cacheDir, bundleSizeOptions} = resolveOptions(options);
  startDocgen(siteDir, uiDir, cacheDir);
  startBundleSizes(bundleSizeOptions);
}

/** Elements whose data may come from the current library's props. */
const NEEDS_PROPS = ['PropsTable', 'ApiChanges', 'ComponentChanges', 'Playground'];

function needsProps(tree: MdxNode): boolean {
  let found = false;
  walk(tree, (node) => {
    found ||= NEEDS_PROPS.some((name) => isJsxElement(node, name));
  });
  return found;
}

export default function remarkSiteData(options: SiteDataOptions = {}) {
  const {siteDir, uiDir, tokensFile, cacheDir, bundleSizeOptions} = resolveOptions(options);
  const changelogFile = options.changelogFile ?? CHANGELOG_DEFAULTS.file;
  const history = new ApiHistory({
    siteDir,
    currentProps: () => timedSync('docgen', () => loadAllProps(siteDir, uiDir, cacheDir)),
  });

  const transform = (tree: MdxNode, file: VFileLike): Promise<void> | undefined => {
    const mdxPath = file.path ?? file.history?.[0] ?? '';
    const version = versionOfFile(mdxPath);
    const frozen =
      version === undefined
        ? undefined
        : () => timedSync('versions', () => readPageData(siteDir, version));
    let imports: Map<string, string> | undefined;
    const bundleSizes: MdxNode[] = [];
    const page = path.relative(siteDir, mdxPath);
    let playgrounds = 0;

    walk(tree, (node) => {
      if (isJsxElement(node, 'Example') && !getAttribute(node, 'source')) {
        const local = attributeText(node, 'of');
        if (local === undefined) return;
        if (version !== undefined) {
          throw new Error(
            `<Example of={${local}} /> in ${mdxPath}: a page of the cut ${version} docs shows its examples as static code (npm run version:cut writes it); a live example would run the current library.`,
          );
        }
        imports ??= collectImports(tree);
        const specifier = imports.get(local);
        const resolved = specifier && resolveModule(specifier, mdxPath, siteDir);
        if (!resolved) {
          throw new Error(
            `<Example of={${local}} /> in ${mdxPath}: import ${local} from a relative or @site/ path to an example .tsx file.`,
          );
        }
        setStringAttribute(node, 'source', fs.readFileSync(resolved, 'utf8'));
      } else if (isJsxElement(node, 'PropsTable') && !getAttribute(node, 'data')) {
        const component = attributeText(node, 'component');
        if (!component) throw new Error(`<PropsTable /> in ${mdxPath} needs component="Name".`);
        const data = history.propsTable(component, version);
        if (!data && version !== undefined) {
          throw new Error(
            `<PropsTable component="${component}" /> in ${mdxPath}: the ${version} props snapshot has no component "${component}", and frozen pages never read the current source.`,
          );
        }
        // A page may land before its component; it then says so on the page instead of failing the build.
        if (!data)
          console.warn(
            `[remark-site-data] ${mdxPath}: no component "${component}" found in ${uiDir}.`,
          );
        else setStringAttribute(node, 'data', JSON.stringify(toPagePropsData(data)));
      } else if (isJsxElement(node, 'ColorSwatches') && !getAttribute(node, 'tokens')) {
        const tokenSets = frozen
          ? frozen().tokenSets
          : parseTokenSets(fs.readFileSync(tokensFile, 'utf8'));
        setStringAttribute(node, 'tokens', JSON.stringify(tokenSets));
      } else if (isJsxElement(node, 'ApiChanges') && !getAttribute(node, 'data')) {
        const from = attributeText(node, 'from');
        const to = attributeText(node, 'to');
        if (!from || !to) {
          throw new Error(`<ApiChanges /> in ${mdxPath} needs from="1.x" and to="2.x".`);
        }
        const changes = diffApis(history.components(from), history.components(to));
        setStringAttribute(node, 'data', JSON.stringify(changes));
      } else if (isJsxElement(node, 'ComponentChanges') && !getAttribute(node, 'data')) {
        const module = attributeText(node, 'component');
        if (!module) {
          throw new Error(`<ComponentChanges /> in ${mdxPath} needs component="slug".`);
        }
        const components = Object.entries(history.components(version))
          .filter(([, data]) => data.module === module)
          .map(([name]) => name);
        if (components.length === 0) {
          throw new Error(
            `<ComponentChanges component="${module}" /> in ${mdxPath}: no component of the ${history.version(version).label} docs has the entry point "./${module}".`,
          );
        }
        const releases = loadChangelog(siteDir, changelogFile);
        const upTo = version === undefined ? undefined : majorOf(version);
        setStringAttribute(
          node,
          'data',
          JSON.stringify(changesFor(releases, new Set(components), upTo)),
        );
      } else if (isJsxElement(node, 'BundleSize') && !getAttribute(node, 'data')) {
        bundleSizes.push(node);
      } else if (isJsxElement(node, 'Playground') && !getAttribute(node, 'data')) {
        if (version !== undefined) {
          throw new Error(
            `<Playground /> in ${mdxPath}: a page of the cut ${version} docs cannot have a playground; it would run the current library.`,
          );
        }
        playgrounds += 1;
        injectPlayground(node, file.data?.frontMatter, history.components(undefined), page);
      }
    });
    if (playgrounds === 0 && version === undefined && file.data?.frontMatter?.playground) {
      throw new Error(
        `${page}: its front matter has "playground" but the page has no <Playground />: put one after its first <Example />.`,
      );
    }

    // Only pages that show a bundle size wait for the measurement (seconds, once per build).
    if (bundleSizes.length === 0) return undefined;
    return Promise.all(
      bundleSizes.map(async (node) => {
        const component = attributeText(node, 'component');
        if (!component) throw new Error(`<BundleSize /> in ${mdxPath} needs component="slug".`);
        const measure = frozen
          ? async () => {
              const size = frozen().bundleSizes[component];
              if (!size)
                throw new Error(`the ${version} cut measured no entry point "./${component}".`);
              return size;
            }
          : () => bundleSizeFor(component, bundleSizeOptions);
        const data = await measure().catch((error: unknown) => {
          throw new Error(
            `<BundleSize component="${component}" /> in ${mdxPath}: ${(error as Error).message}`,
          );
        });
        setStringAttribute(node, 'data', JSON.stringify(data));
      }),
    ).then(() => undefined);
  };

  return (tree: MdxNode, file: VFileLike): Promise<void> | undefined => {
    // Docgen started early (startSiteData) answers once done; a page with no props goes on at once.
    const docgen = pendingDocgen(uiDir);
    return docgen && needsProps(tree)
      ? docgen.then(() => transform(tree, file))
      : transform(tree, file);
  };
}

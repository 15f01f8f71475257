// What importing one component costs a consumer app. For each component entry point of the
// library, esbuild bundles a tiny app that imports that entry's exports by name from the package's
// root entry (as the docs tell users to), minified ESM for the browser with React external. Tree-
// shaking keeps only what those names need; the metafile says which module each byte came from.
import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import zlib from 'node:zlib';
import * as esbuild from 'esbuild';
import {apportion, type Apportioned} from './apportion';

export interface MeasureOptions {
  /** The package a consumer installs, e.g. `@tessera-ui/react`. */
  packageName: string;
  /** The consumer app's folder: the package and its dependencies resolve from here. */
  consumerDir: string;
  /** The export condition that points the package's entries at its TypeScript sources. */
  sourceCondition: string;
}

export interface MeasuredSize extends Apportioned {
  /** The entry point's runtime exports, imported by name from the root entry. */
  names: string[];
  /** Minified bytes, before gzip. */
  minified: number;
  /** min+gzip bytes of the whole bundle. */
  gzip: number;
}

export type Measurement = {size: MeasuredSize} | {error: string};

interface ComponentEntry {
  slug: string;
  /** Absolute path of the entry's source module. */
  source: string;
}

/** react, react-dom and their subpaths (react/jsx-runtime): every app has them already. */
const EXTERNAL = ['react', 'react-dom', 'react/*', 'react-dom/*'];
const CONSUMER = 'bundle-size-consumer';
/** Never written (write: false); esbuild only needs somewhere to name the outputs. */
const OUT_DIR = 'bundle-size-out';

export function resolvePackageDir(packageName: string, consumerDir: string): string {
  const require = createRequire(path.join(consumerDir, 'package.json'));
  try {
    return fs.realpathSync(path.dirname(require.resolve(`${packageName}/package.json`)));
  } catch {
    throw new Error(
      `Cannot find ${packageName} from ${consumerDir}: install the dependencies (npm ci) first.`,
    );
  }
}

/** Every export subpath (other than the root) whose source is a TypeScript module: one per component. */
export function componentEntries(packageDir: string, sourceCondition: string): ComponentEntry[] {
  const manifest = JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as {
    exports?: Record<string, unknown>;
  };
  return Object.entries(manifest.exports ?? {}).flatMap(([subpath, target]) => {
    const source =
      target && typeof target === 'object'
        ? (target as Record<string, unknown>)[sourceCondition]
        : undefined;
    if (subpath === '.' || typeof source !== 'string' || !/\.tsx?$/.test(source)) return [];
    return [{slug: subpath.replace(/^\.\//, ''), source: path.join(packageDir, source)}];
  });
}

/** esbuild's first error as one line: `file:line:column: text`, or the text and the consumer's import. */
export function describeError(error: unknown): string {
  const messages = (error as Partial<esbuild.BuildFailure>).errors;
  const first = messages?.[0];
  if (!first) return error instanceof Error ? error.message : String(error);
  const {location} = first;
  const more = messages.length > 1 ? ` (and ${messages.length - 1} more errors)` : '';
  if (location?.file.startsWith(`${CONSUMER}:`))
    return `${first.text} in \`${location.lineText}\`${more}`;
  const where = location ? `${location.file}:${location.line}:${location.column}: ` : '';
  return `${where}${first.text}${more}`;
}

const slugOf = (entryPoint: string | undefined) => entryPoint?.replace(`${CONSUMER}:`, '') ?? '';

/** The runtime names each entry exports (types have no runtime value to import). */
async function exportedNames(entries: ComponentEntry[], packageDir: string) {
  const {metafile} = await esbuild.build({
    entryPoints: entries.map(({slug, source}) => ({in: source, out: slug})),
    absWorkingDir: packageDir,
    outdir: path.join(packageDir, OUT_DIR),
    bundle: true,
    packages: 'external',
    format: 'esm',
    loader: {'.css': 'empty'},
    jsx: 'automatic',
    write: false,
    metafile: true,
    logLevel: 'silent',
  });
  const names = new Map<string, string[]>();
  for (const output of Object.values(metafile.outputs)) {
    const source = output.entryPoint && path.resolve(packageDir, output.entryPoint);
    const entry = entries.find((candidate) => candidate.source === source);
    if (!entry) continue;
    // The export named like the entry's folder (Tabs in Tabs/) first, then its parts.
    const main = path.basename(path.dirname(entry.source));
    names.set(
      entry.slug,
      [...output.exports].sort((a, b) => +(b === main) - +(a === main)),
    );
  }
  return names;
}

async function measureAll(
  entries: ComponentEntry[],
  packageDir: string,
  {packageName, consumerDir, sourceCondition}: MeasureOptions,
): Promise<Map<string, Measurement>> {
  const names = await exportedNames(entries, packageDir);
  const results = new Map<string, Measurement>();
  const importable = entries.filter(({slug}) => {
    if ((names.get(slug) ?? []).length > 0) return true;
    results.set(slug, {error: `${packageName}/${slug} exports no runtime value to import.`});
    return false;
  });
  if (importable.length === 0) return results;

  // One build, one bundle per entry (no code splitting): esbuild parses the library and React Aria
  // once and tree-shakes each consumer on its own, as that consumer's app bundler would.
  const {metafile, outputFiles} = await esbuild.build({
    entryPoints: importable.map(({slug}) => ({in: `${CONSUMER}:${slug}`, out: slug})),
    plugins: [
      {
        name: CONSUMER,
        setup(build) {
          build.onResolve({filter: new RegExp(`^${CONSUMER}:`)}, ({path: entry}) => ({
            path: slugOf(entry),
            namespace: CONSUMER,
          }));
          build.onLoad({filter: /.*/, namespace: CONSUMER}, ({path: slug}) => ({
            contents: `export {${(names.get(slug) ?? []).join(', ')}} from '${packageName}';`,
            resolveDir: consumerDir,
            loader: 'js',
          }));
        },
      },
    ],
    absWorkingDir: consumerDir,
    outdir: path.join(consumerDir, OUT_DIR),
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    conditions: [sourceCondition, 'module'],
    external: EXTERNAL,
    define: {'process.env.NODE_ENV': '"production"'},
    // The package ships its CSS as one stylesheet of its own; component CSS imports add nothing to JS.
    loader: {'.css': 'empty'},
    jsx: 'automatic',
    write: false,
    metafile: true,
    logLevel: 'silent',
  });
  for (const file of outputFiles) {
    const output = metafile.outputs[path.relative(consumerDir, file.path)];
    if (!output?.entryPoint || !file.path.endsWith('.js')) continue;
    const slug = slugOf(output.entryPoint);
    const gzip = zlib.gzipSync(file.contents, {level: 9}).length;
    results.set(slug, {
      size: {
        names: names.get(slug) ?? [],
        minified: file.contents.length,
        gzip,
        ...apportion(output.inputs, gzip, (input) => path.resolve(consumerDir, input), packageDir),
      },
    });
  }
  return results;
}

/** Measures every component entry of the package; an entry that cannot be measured gets its error. */
export async function measureBundleSizes(
  options: MeasureOptions,
): Promise<Map<string, Measurement>> {
  const packageDir = resolvePackageDir(options.packageName, options.consumerDir);
  const entries = componentEntries(packageDir, options.sourceCondition);
  try {
    return await measureAll(entries, packageDir, options);
  } catch (batchError) {
    if (entries.length === 1)
      return new Map([[entries[0]!.slug, {error: describeError(batchError)}]]);
    // One broken entry fails the whole batch: measure them one by one to say which it is.
    const results = new Map<string, Measurement>();
    for (const entry of entries) {
      const result = await measureAll([entry], packageDir, options).then(
        (single) => single.get(entry.slug),
        (error: unknown) => ({error: describeError(error)}),
      );
      results.set(entry.slug, result ?? {error: 'esbuild produced no bundle for it.'});
    }
    return results;
  }
}

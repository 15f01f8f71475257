// Props tables from the component sources: react-docgen-typescript over every component file in
// the library (packages/react/src), parsed once per build in a single TypeScript program and cached
// on disk by content hash. Only components the package's entry point exports are kept, when the
// library has one (`<uiDir>/index.ts`): the tables and the versions' snapshots document the public API.
import fs from 'node:fs';
import path from 'node:path';
import {Worker} from 'node:worker_threads';
import type {ComponentDoc, PropItem} from 'react-docgen-typescript';
import {
  DEPRECATED_WITHOUT_TEXT,
  DOM_ATTRIBUTES,
  type InheritedGroup,
  type PropDoc,
  type PropsData,
} from '../../src/components/PropsTable/types';
import {timed} from '../buildTiming';
import {contentKey, listSourceFiles, readCache, sharedMap, writeCache} from './contentCache';
import {isReactAriaPackage, packageOf} from './packages';

const CACHE_VERSION = 6;

/** Component files: `<uiDir>/Name/*.tsx`, one folder per component. */
export function componentFiles(uiDir: string): string[] {
  return listSourceFiles(uiDir).filter(
    (file) => file.endsWith('.tsx') && path.dirname(path.dirname(file)) === uiDir,
  );
}

/** Groups a prop by where it is declared: our sources (own), react-aria, React's DOM typings, others. */
export function propSource(prop: PropItem): string | undefined {
  const pkg = packageOf(prop.parent?.fileName ?? prop.declarations?.[0]?.fileName ?? '');
  if (pkg === undefined) return undefined;
  if (pkg === '@types/react' || pkg === 'typescript') return DOM_ATTRIBUTES;
  if (isReactAriaPackage(pkg)) return 'react-aria-components';
  return pkg;
}

function typeText(prop: PropItem): string {
  const {type} = prop;
  if (type.name === 'enum' && Array.isArray(type.value)) {
    return (type.value as {value: string}[]).map((option) => option.value).join(' | ');
  }
  return type.raw ?? type.name;
}

function toPropDoc(prop: PropItem): PropDoc {
  const tags = (prop as PropItem & {tags?: Record<string, string>}).tags ?? {};
  const doc: PropDoc = {
    name: prop.name,
    type: typeText(prop),
    description: prop.description.trim(),
    required: prop.required,
  };
  // The JSDoc tag keeps literal quotes ('md'); docgen's destructuring default drops them.
  // Union props repeat their JSDoc per member, and docgen joins the repeated tags with newlines.
  const defaultValue = tags.default?.split('\n')[0] ?? prop.defaultValue?.value;
  if (defaultValue !== undefined && defaultValue !== null) doc.defaultValue = String(defaultValue);
  if (tags.selector) doc.selector = tags.selector;
  if (tags.deprecated !== undefined) doc.deprecated = tags.deprecated || DEPRECATED_WITHOUT_TEXT;
  return doc;
}

const byName = (a: PropDoc, b: PropDoc) => a.name.localeCompare(b.name);

/**
 * Component folder → the package entry point that exports it (`TextArea` → `textarea`), read from
 * the `exports` map of the package.json above `uiDir`: the entry's name is also the docs page slug.
 */
export function entryPointsByFolder(uiDir: string): Map<string, string> {
  const manifest = path.join(path.dirname(uiDir), 'package.json');
  const entries = new Map<string, string>();
  if (!fs.existsSync(manifest)) return entries;
  const {exports = {}} = JSON.parse(fs.readFileSync(manifest, 'utf8')) as {
    exports?: Record<string, string | Record<string, string>>;
  };
  for (const [subpath, target] of Object.entries(exports)) {
    const file = typeof target === 'string' ? target : Object.values(target)[0];
    const match = /^\.\/src\/([^/]+)\/index\.tsx?$/.exec(file ?? '');
    if (match && subpath.startsWith('./')) entries.set(match[1]!, subpath.slice(2));
  }
  return entries;
}

export function toPropsData(doc: ComponentDoc, module?: string): PropsData {
  const own: PropDoc[] = [];
  const groups = new Map<string, PropDoc[]>();
  for (const prop of Object.values(doc.props)) {
    const source = propSource(prop);
    if (source === undefined) own.push(toPropDoc(prop));
    else groups.set(source, [...(groups.get(source) ?? []), toPropDoc(prop)]);
  }
  const order = (source: string) =>
    source === 'react-aria-components' ? 0 : source === DOM_ATTRIBUTES ? 2 : 1;
  const inherited: InheritedGroup[] = [...groups]
    .sort(([a], [b]) => order(a) - order(b) || a.localeCompare(b))
    .map(([source, props]) => ({source, props: props.sort(byName)}));
  return {
    component: doc.displayName,
    description: doc.description,
    own: own.sort(byName),
    inherited,
    ...(module !== undefined && {module}),
    ...(doc.tags?.deprecated !== undefined && {
      deprecated: doc.tags.deprecated || DEPRECATED_WITHOUT_TEXT,
    }),
  };
}

let memo: {key: string; data: Record<string, PropsData>} | undefined;

interface EarlyDocgen {
  key: string;
  /** Settles when the worker is done, successfully or not. */
  done: Promise<void>;
  /** Unset until the worker succeeds; on failure the main thread parses and reports the error. */
  data?: Record<string, PropsData>;
}

/** Docgen started by {@link startDocgen}, by `uiDir`. */
const early = sharedMap<EarlyDocgen>('docgen');

const propsKey = (uiDir: string) => contentKey(String(CACHE_VERSION), listSourceFiles(uiDir));

/** Props of every component in `uiDir`, keyed by display name. Parsed at most once per content. */
export function loadAllProps(
  siteDir: string,
  uiDir: string,
  cacheDir: string,
): Record<string, PropsData> {
  const key = propsKey(uiDir);
  if (memo?.key === key) return memo.data;
  const cacheName = `props-${key}.json`;
  const started = early.get(uiDir);
  let data =
    (started?.key === key ? started.data : undefined) ??
    readCache<Record<string, PropsData>>(cacheDir, cacheName);
  if (!data) {
    // TypeScript and docgen load only when there is something to parse (startDocgen's worker, mostly).
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded on demand
    const {parseComponents} = require('./docgen') as typeof import('./docgen');
    const entryFile = path.join(uiDir, 'index.ts');
    const {docs, exported} = parseComponents(
      componentFiles(uiDir),
      path.join(siteDir, 'tsconfig.json'),
      fs.existsSync(entryFile) ? entryFile : undefined,
    );
    const entryPoints = entryPointsByFolder(uiDir);
    data = Object.fromEntries(
      docs
        .filter((doc) => !exported || exported.has(doc.displayName))
        .map((doc) => [
          doc.displayName,
          toPropsData(doc, entryPoints.get(path.basename(path.dirname(doc.filePath)))),
        ]),
    );
    writeCache(cacheDir, cacheName, data);
  }
  memo = {key, data};
  return data;
}

/**
 * Starts {@link loadAllProps} in a worker thread when nothing has cached its answer, so the seconds
 * of docgen overlap the rest of the build instead of holding up the main thread. The worker writes
 * the disk cache; `loadAllProps`, in any copy of this module, then answers from its result.
 */
export function startDocgen(siteDir: string, uiDir: string, cacheDir: string): void {
  const key = propsKey(uiDir);
  if (early.get(uiDir)?.key === key || memo?.key === key) return;
  if (fs.existsSync(path.join(cacheDir, `props-${key}.json`))) return;
  const entry: EarlyDocgen = {
    key,
    done: timed('docgen', () => docgenInWorker(siteDir, uiDir, cacheDir)).then(
      (data) => {
        entry.data = data;
      },
      () => undefined,
    ),
  };
  early.set(uiDir, entry);
}

/** What a page that shows `uiDir`'s props must wait for first: docgen started early and not done. */
export function pendingDocgen(uiDir: string): Promise<void> | undefined {
  const entry = early.get(uiDir);
  return entry && !entry.data ? entry.done : undefined;
}

function docgenInWorker(
  siteDir: string,
  uiDir: string,
  cacheDir: string,
): Promise<Record<string, PropsData>> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(path.join(__dirname, 'docgenWorker.mjs'), {
      workerData: {siteDir, uiDir, cacheDir},
    });
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`The docgen worker exited with code ${code}.`)));
  });
}

// Props tables from the component sources: react-docgen-typescript over every component file in
// the library (packages/react/src), parsed once per build in a single TypeScript program and cached
// on disk by content hash. Only components the package's entry point exports are kept, when the
// library has one (`<uiDir>/index.ts`): the tables and the versions' snapshots document the public API.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {
  Parser,
  type ComponentDoc,
  type ParserOptions,
  type PropItem,
} from 'react-docgen-typescript';
import {
  DEPRECATED_WITHOUT_TEXT,
  DOM_ATTRIBUTES,
  type InheritedGroup,
  type PropDoc,
  type PropsData,
} from '../../src/components/PropsTable/types';
import {contentKey, listSourceFiles, readCache, writeCache} from './contentCache';
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

function compilerOptions(tsconfigPath: string): ts.CompilerOptions {
  const {config, error} = ts.readConfigFile(tsconfigPath, ts.sys.readFile);
  if (error)
    throw new Error(`${tsconfigPath}: ${ts.flattenDiagnosticMessageText(error.messageText, ' ')}`);
  return ts.parseJsonConfigFileContent(config, ts.sys, path.dirname(tsconfigPath), {}, tsconfigPath)
    .options;
}

/** The names `entryFile` exports, following its re-exports. */
function exportedNames(program: ts.Program, entryFile: string): Set<string> {
  const source = program.getSourceFile(entryFile);
  const checker = program.getTypeChecker();
  const symbol = source && checker.getSymbolAtLocation(source);
  if (!symbol) throw new Error(`${entryFile} is not a module TypeScript can read.`);
  return new Set(checker.getExportsOfModule(symbol).map((exported) => exported.getName()));
}

const PARSER_OPTIONS: ParserOptions = {
  savePropValueAsString: true,
  shouldExtractLiteralValuesFromEnum: true,
  shouldRemoveUndefinedFromOptional: true,
  shouldIncludePropTagMap: true,
};

/**
 * Docgen for every component `file` exports. Each component gets a parser of its own: a parser
 * remembers an inherited prop by the file that declares it and its name, so a prop of a generic
 * base in node_modules (React Aria's `RenderProps<T>`: children, style, render) would keep, for
 * every later component, the type it had for the first (react-docgen-typescript#545).
 */
function componentDocs(program: ts.Program, file: string): ComponentDoc[] {
  const source = program.getSourceFile(file);
  const checker = program.getTypeChecker();
  const module = source && checker.getSymbolAtLocation(source);
  if (!source || !module) return [];
  return checker
    .getExportsOfModule(module)
    .map((symbol) => new Parser(program, PARSER_OPTIONS).getComponentInfo(symbol, source))
    .filter((doc): doc is ComponentDoc => doc !== null);
}

/**
 * Docgen for `files`, and the names `entryFile` exports (when given), from one TypeScript program.
 */
export function parseComponents(
  files: string[],
  tsconfigPath: string,
  entryFile?: string,
): {docs: ComponentDoc[]; exported?: Set<string>} {
  const options = compilerOptions(tsconfigPath);
  const program = ts.createProgram(entryFile ? [...files, entryFile] : files, options);
  const docs = files.flatMap((file) => componentDocs(program, file));
  return {docs, ...(entryFile && {exported: exportedNames(program, entryFile)})};
}

let memo: {key: string; data: Record<string, PropsData>} | undefined;

/** Props of every component in `uiDir`, keyed by display name. Parsed at most once per content. */
export function loadAllProps(
  siteDir: string,
  uiDir: string,
  cacheDir: string,
): Record<string, PropsData> {
  const key = contentKey(String(CACHE_VERSION), listSourceFiles(uiDir));
  if (memo?.key === key) return memo.data;
  const cacheName = `props-${key}.json`;
  let data = readCache<Record<string, PropsData>>(cacheDir, cacheName);
  if (!data) {
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

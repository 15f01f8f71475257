// Props tables from the component sources: react-docgen-typescript over every component file in
// src/ui, parsed once per build in a single TypeScript program and cached on disk by content hash.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {withCustomConfig, type ComponentDoc, type PropItem} from 'react-docgen-typescript';
import type {InheritedGroup, PropDoc, PropsData} from '../../src/components/PropsTable/types';

const CACHE_VERSION = 3;

function listFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__tests__' ? [] : listFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.(test|spec|stories)\.tsx?$/.test(entry.name)
      ? [full]
      : [];
  });
}

/** Component files: `src/ui/Name/*.tsx` (one folder per component, STYLE.md habit 1). */
export function componentFiles(uiDir: string): string[] {
  return listFiles(uiDir).filter(
    (file) => file.endsWith('.tsx') && path.dirname(path.dirname(file)) === uiDir,
  );
}

function cacheKey(uiDir: string): string {
  const hash = crypto.createHash('sha1').update(String(CACHE_VERSION));
  for (const file of listFiles(uiDir).sort()) hash.update(file).update(fs.readFileSync(file));
  return hash.digest('hex').slice(0, 16);
}

/** Groups a prop by where it is declared: our sources (own), react-aria, React's DOM typings, others. */
export function propSource(prop: PropItem): string | undefined {
  const fileName = (prop.parent?.fileName ?? prop.declarations?.[0]?.fileName ?? '').replace(
    /\\/g,
    '/',
  );
  const modules = fileName.lastIndexOf('node_modules/');
  if (modules === -1) return undefined;
  const rest = fileName.slice(modules + 'node_modules/'.length).split('/');
  const pkg = rest[0]?.startsWith('@') ? `${rest[0]}/${rest[1]}` : (rest[0] ?? '');
  if (pkg === '@types/react' || pkg === 'typescript') return 'DOM attributes';
  if (
    /^(react-aria-components|react-aria|react-stately|@react-aria\/|@react-stately\/|@react-types\/)/.test(
      pkg,
    )
  ) {
    return 'react-aria-components';
  }
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
  if (tags.deprecated !== undefined) doc.deprecated = tags.deprecated || 'yes';
  return doc;
}

const byName = (a: PropDoc, b: PropDoc) => a.name.localeCompare(b.name);

export function toPropsData(doc: ComponentDoc): PropsData {
  const own: PropDoc[] = [];
  const groups = new Map<string, PropDoc[]>();
  for (const prop of Object.values(doc.props)) {
    const source = propSource(prop);
    if (source === undefined) own.push(toPropDoc(prop));
    else groups.set(source, [...(groups.get(source) ?? []), toPropDoc(prop)]);
  }
  const order = (source: string) =>
    source === 'react-aria-components' ? 0 : source === 'DOM attributes' ? 2 : 1;
  const inherited: InheritedGroup[] = [...groups]
    .sort(([a], [b]) => order(a) - order(b) || a.localeCompare(b))
    .map(([source, props]) => ({source, props: props.sort(byName)}));
  return {
    component: doc.displayName,
    description: doc.description,
    own: own.sort(byName),
    inherited,
  };
}

export function parseComponents(files: string[], tsconfigPath: string): ComponentDoc[] {
  const parser = withCustomConfig(tsconfigPath, {
    savePropValueAsString: true,
    shouldExtractLiteralValuesFromEnum: true,
    shouldRemoveUndefinedFromOptional: true,
    shouldIncludePropTagMap: true,
  });
  return parser.parse(files);
}

let memo: {key: string; data: Record<string, PropsData>} | undefined;

/** Props of every component in `uiDir`, keyed by display name. Parsed at most once per content. */
export function loadAllProps(
  siteDir: string,
  uiDir: string,
  cacheDir: string,
): Record<string, PropsData> {
  const key = cacheKey(uiDir);
  if (memo?.key === key) return memo.data;
  const cacheFile = path.join(cacheDir, `props-${key}.json`);
  let data: Record<string, PropsData>;
  if (fs.existsSync(cacheFile)) {
    data = JSON.parse(fs.readFileSync(cacheFile, 'utf8')) as Record<string, PropsData>;
  } else {
    const docs = parseComponents(componentFiles(uiDir), path.join(siteDir, 'tsconfig.json'));
    data = Object.fromEntries(docs.map((doc) => [doc.displayName, toPropsData(doc)]));
    fs.mkdirSync(cacheDir, {recursive: true});
    fs.writeFileSync(cacheFile, JSON.stringify(data));
  }
  memo = {key, data};
  return data;
}

// `tessera-ui add --source`: copies the items' files (and those of every item they depend on) into
// the project, keeping the library's folder layout so the files' relative imports hold as they are.
// A file is replaced only when the user has not changed it since it was copied, or with --overwrite.
import fs from 'node:fs';
import path from 'node:path';
import {TOKENS_ITEM, type RegistryItem} from '@tessera-ui/registry';
import {addImport, findStyleEntry, importLine, importsSpecifier, type StyleEntry} from '../entry';
import {CliError} from '../errors';
import {installPackages} from '../install';
import type {Io} from '../io';
import {hasDependency, type Project} from '../project';
import type {Registry} from '../registry';
import type {Ui} from '../ui';
import {
  itemHash,
  readBase,
  readConfig,
  writeBase,
  writeConfig,
  type TesseraConfig,
} from '../config';
import {STYLES} from './init';

export interface SourceOptions {
  dir?: string;
  overwrite?: boolean;
}

interface PlannedFile {
  item: string;
  /** Relative to the project root. */
  target: string;
  content: string;
  status: 'create' | 'update' | 'same' | 'conflict';
}

function defaultSourceDir(root: string): string {
  return fs.existsSync(path.join(root, 'src')) ? 'src/components/tessera' : 'components/tessera';
}

/** What the user had when they last copied an item, if we know it. */
function previousCopy(root: string, config: TesseraConfig, name: string): RegistryItem | undefined {
  const record = config.components[name];
  if (!record) return undefined;
  try {
    return readBase(root, name, record);
  } catch {
    return undefined;
  }
}

function planFiles(project: Project, config: TesseraConfig, items: RegistryItem[]): PlannedFile[] {
  return items.flatMap((item) => {
    const base = previousCopy(project.root, config, item.name);
    return item.files.map((file) => {
      const target = path.posix.join(config.sourceDir, file.path);
      const absolute = path.join(project.root, target);
      if (!fs.existsSync(absolute))
        return {item: item.name, target, content: file.content, status: 'create'};
      const current = fs.readFileSync(absolute, 'utf8');
      if (current === file.content)
        return {item: item.name, target, content: file.content, status: 'same'};
      const copied = base?.files.find((entry) => entry.path === file.path)?.content;
      return {
        item: item.name,
        target,
        content: file.content,
        status: current === copied ? 'update' : 'conflict',
      };
    });
  });
}

function relativeSpecifier(fromFile: string, toPath: string): string {
  const relative = path.posix.relative(path.posix.dirname(fromFile), toPath);
  return relative.startsWith('.') ? relative : `./${relative}`;
}

/** The entry's tokens import, unless it already has the tokens (or the package's whole stylesheet). */
function tokensImport(project: Project, config: TesseraConfig, entry: StyleEntry | undefined) {
  if (!entry) return undefined;
  const source = fs.readFileSync(path.join(project.root, entry.file), 'utf8');
  const specifier = relativeSpecifier(entry.file, `${config.sourceDir}/theme/tokens.css`);
  if (importsSpecifier(source, specifier) || importsSpecifier(source, STYLES)) return undefined;
  return {file: entry.file, line: importLine(entry, specifier, source)};
}

export async function addSource(
  project: Project,
  names: string[],
  registry: Registry,
  version: string,
  options: SourceOptions,
  ui: Ui,
  io: Io,
): Promise<void> {
  const saved = readConfig(project.root);
  const config: TesseraConfig = {
    sourceDir: options.dir ?? saved?.sourceDir ?? defaultSourceDir(project.root),
    registry: registry.base,
    components: saved?.components ?? {},
  };
  config.sourceDir = config.sourceDir.replace(/\\/g, '/').replace(/^\.\//, '').replace(/\/+$/, '');

  const items = await registry.withDependencies([...names, TOKENS_ITEM], version);
  const files = planFiles(project, config, items);
  const conflicts = files.filter((file) => file.status === 'conflict');
  if (conflicts.length > 0 && !options.overwrite) {
    const first = conflicts[0]!.target;
    throw new CliError(
      conflicts.length === 1
        ? `${first} has local changes: pass --overwrite to replace it (see what changed upstream with "tessera-ui diff ${conflicts[0]!.item}").`
        : `${conflicts.length} files have local changes (${first}, …): pass --overwrite to replace them.`,
    );
  }
  const packages = [...new Set(items.flatMap((item) => item.dependencies))].filter(
    (spec) => !hasDependency(project.manifest, spec.replace(/(.)@.*$/, '$1')),
  );
  for (const peer of ['react', 'react-dom']) {
    if (!hasDependency(project.manifest, peer)) packages.push(peer);
  }
  const entry = findStyleEntry(project.root, project.framework);
  const tokens = tokensImport(project, config, entry);
  const writes = files.filter((file) => file.status !== 'same');

  const steps = [
    ...(writes.length > 0
      ? [
          `copy ${writes.length} file${writes.length === 1 ? '' : 's'} into ${config.sourceDir}/ (${[...new Set(writes.map((file) => file.item))].join(', ')})`,
        ]
      : []),
    ...(packages.length > 0
      ? [`install ${packages.join(', ')} with ${project.packageManager}`]
      : []),
    ...(tokens ? [`add ${tokens.line} to ${tokens.file}`] : []),
  ];
  if (steps.length > 0) {
    ui.info(['tessera-ui will:', ...steps.map((step) => `  - ${step}`)].join('\n'));
    await ui.confirm('Go ahead?');
  }
  if (packages.length > 0) await installPackages(project, packages, ui, io.env);
  for (const file of writes) {
    const absolute = path.join(project.root, file.target);
    fs.mkdirSync(path.dirname(absolute), {recursive: true});
    fs.writeFileSync(absolute, file.content);
  }
  for (const item of items) {
    writeBase(project.root, item);
    config.components[item.name] = {
      version,
      url: `${registry.base}/${version}/${item.name}.json`,
      sha256: itemHash(item),
    };
  }
  writeConfig(project.root, config);
  if (tokens) {
    const file = path.join(project.root, tokens.file);
    fs.writeFileSync(file, addImport(fs.readFileSync(file, 'utf8'), tokens.line));
  }
  if (writes.length > 0) ui.success(`Copied ${writes.map((file) => file.target).join(', ')}`);
  else ui.success(`${config.sourceDir}/ already has this version of ${names.join(', ')}.`);

  const from = entry?.file ?? 'index.ts';
  for (const name of names) {
    const item = items.find((candidate) => candidate.name === name)!;
    const folder = item.files.find((file) => file.path.endsWith('/index.ts'))?.path;
    if (!folder || item.meta.exports.length === 0) continue;
    const specifier = relativeSpecifier(from, `${config.sourceDir}/${path.posix.dirname(folder)}`);
    ui.raw(`import {${item.meta.exports.join(', ')}} from '${specifier}';`);
  }
}

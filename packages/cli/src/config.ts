// tessera.json: where copied source lives and, per copied item, the registry version it came from.
// The exact item each copy came from is kept beside it in .tessera/<name>.json, so `diff` can show
// what changed upstream since, and `add` can tell a file the user edited from one they did not.
import {createHash} from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {registryItemSchema, type RegistryItem} from '@tessera-ui/registry';
import {CliError} from './errors';

export const CONFIG_FILE = 'tessera.json';
export const BASE_DIR = '.tessera';

export interface CopyRecord {
  version: string;
  /** The item's versioned URL when it was copied. */
  url: string;
  /** sha256 of the item's files as copied (the base in .tessera/). */
  sha256: string;
}

export interface TesseraConfig {
  /** Where `add --source` copies to, relative to the project root. */
  sourceDir: string;
  /** The registry the copies came from. */
  registry: string;
  components: Record<string, CopyRecord>;
}

export function readConfig(root: string): TesseraConfig | undefined {
  const file = path.join(root, CONFIG_FILE);
  if (!fs.existsSync(file)) return undefined;
  try {
    const config = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<TesseraConfig>;
    if (typeof config.sourceDir !== 'string') throw new Error('"sourceDir" is missing');
    return {registry: '', components: {}, ...config} as TesseraConfig;
  } catch (error) {
    throw new CliError(
      `${CONFIG_FILE} is not valid (${(error as Error).message}); fix or delete it.`,
    );
  }
}

export function writeConfig(root: string, config: TesseraConfig): void {
  fs.writeFileSync(path.join(root, CONFIG_FILE), `${JSON.stringify(config, null, 2)}\n`);
}

export function itemHash(item: RegistryItem): string {
  const hash = createHash('sha256');
  for (const file of item.files)
    hash.update(file.path).update('\0').update(file.content).update('\0');
  return hash.digest('hex');
}

function basePath(root: string, name: string): string {
  return path.join(root, BASE_DIR, `${name}.json`);
}

export function writeBase(root: string, item: RegistryItem): void {
  fs.mkdirSync(path.join(root, BASE_DIR), {recursive: true});
  fs.writeFileSync(basePath(root, item.name), `${JSON.stringify(item, null, 2)}\n`);
}

/** The item a copy came from, checked against the hash tessera.json recorded. */
export function readBase(root: string, name: string, record: CopyRecord): RegistryItem {
  const file = basePath(root, name);
  const again = `run "tessera-ui add --source ${name} --overwrite" to copy it again`;
  if (!fs.existsSync(file)) {
    throw new CliError(
      `${path.join(BASE_DIR, `${name}.json`)} is missing, so what "${name}" was copied from is unknown: ${again}.`,
    );
  }
  const parsed = registryItemSchema.safeParse(JSON.parse(fs.readFileSync(file, 'utf8')));
  if (!parsed.success || itemHash(parsed.data) !== record.sha256) {
    throw new CliError(
      `${path.join(BASE_DIR, `${name}.json`)} does not match the copy recorded in ${CONFIG_FILE}: ${again}.`,
    );
  }
  return parsed.data;
}

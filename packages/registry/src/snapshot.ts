// A docs version's registry, frozen: when a version is cut, its items are written as they are
// (origin-free, dependencies by name) to `versioned_registry/<version>/`, and every later build
// serves them at /r/<version>/ unchanged while the current version follows the source.
import fs from 'node:fs';
import path from 'node:path';
import type {Registry} from './items';
import {registryIndexSchema, validateItems} from './schema';

export const SNAPSHOT_DIR = 'versioned_registry';

export function writeSnapshot(registry: Registry, dir: string): void {
  fs.mkdirSync(dir, {recursive: true});
  fs.writeFileSync(path.join(dir, 'index.json'), `${JSON.stringify(registry.index, null, 2)}\n`);
  for (const item of registry.items) {
    fs.writeFileSync(path.join(dir, `${item.name}.json`), `${JSON.stringify(item, null, 2)}\n`);
  }
}

/** The frozen registry in `dir`, checked like a generated one; a bad file fails naming itself. */
export function readSnapshot(dir: string): Registry {
  const read = (file: string): unknown => JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
  const parsed = registryIndexSchema.safeParse(read('index.json'));
  if (!parsed.success) throw new Error(`${path.join(dir, 'index.json')} is not a registry index.`);
  const items = validateItems(parsed.data.items.map((item) => read(`${item.name}.json`)));
  return {index: parsed.data, items};
}

/** Frozen registries of the older versions that have one, newest first. */
export function readSnapshots(siteDir: string, versions: string[]): Registry[] {
  return versions
    .map((version) => path.join(siteDir, SNAPSHOT_DIR, version))
    .filter((dir) => fs.existsSync(path.join(dir, 'index.json')))
    .map(readSnapshot);
}

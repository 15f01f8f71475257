// Freezes the component registry: the items `tessera-ui add --source` copies and `diff` compares
// against, as the version's snapshot, which the registry plugin then serves at /r/<label>/.
import fs from 'node:fs';
import path from 'node:path';
import {
  buildRegistry,
  readCatalogue,
  readLibrary,
  SNAPSHOT_DIR,
  writeSnapshot,
} from '@tessera-ui/registry';
import type {FreezeHook} from './types';

export const freezeRegistry: FreezeHook = {
  name: 'registry',
  summary: `registry items → ${SNAPSHOT_DIR}/<label>/ (served at /r/<label>/)`,
  async run({siteDir, label}) {
    const libraryDir = path.join(siteDir, 'packages/react');
    const {homepage} = JSON.parse(
      fs.readFileSync(path.join(libraryDir, 'package.json'), 'utf8'),
    ) as {homepage: string};
    const registry = buildRegistry({
      library: readLibrary(libraryDir),
      catalogue: readCatalogue(path.join(siteDir, 'showcase/components.json')),
      version: label,
      homepage,
    });
    const target = path.join(SNAPSHOT_DIR, label);
    writeSnapshot(registry, path.join(siteDir, target));
    return [target];
  },
};

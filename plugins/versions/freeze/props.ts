// Freezes the props tables: the current source's docgen output (the public components), as the
// version's props snapshot (format: ../README.md).
import fs from 'node:fs';
import path from 'node:path';
import {loadAllProps} from '../../remark-site-data/props';
import {formatSnapshot, packSnapshot, snapshotPath} from '../snapshot';
import type {FreezeHook} from './types';

export const freezeProps: FreezeHook = {
  name: 'props',
  summary: 'props tables → versioned_artifacts/version-<label>/props.json (docgen snapshot)',
  async run({siteDir, label, release}) {
    const uiDir = path.join(siteDir, 'packages/react/src');
    const cacheDir = path.join(siteDir, 'node_modules/.cache/tessera-site-data');
    const components: Parameters<typeof packSnapshot>[1] = {};
    for (const [name, data] of Object.entries(loadAllProps(siteDir, uiDir, cacheDir))) {
      if (data.module === undefined) {
        throw new Error(
          `${name} is exported, but no entry point of packages/react/package.json exports its folder; add one, so the snapshot can say which page documents it.`,
        );
      }
      components[name] = {...data, module: data.module};
    }
    const file = snapshotPath(siteDir, label);
    fs.mkdirSync(path.dirname(file), {recursive: true});
    fs.writeFileSync(
      file,
      formatSnapshot(
        packSnapshot({version: label, release, recordedBy: 'npm run version:cut'}, components),
      ),
    );
    return [path.relative(siteDir, file)];
  },
};

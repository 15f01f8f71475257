// The MDX and the sidebar: Docusaurus' own docs:version copies docs/ to
// versioned_docs/version-<label>/, the sidebar to versioned_sidebars/ and adds the label to
// versions.json. The steps after it freeze what those pages read from outside.
import {spawnSync} from 'node:child_process';
import path from 'node:path';
import type {FreezeHook} from './types';

export const copyDocs: FreezeHook = {
  name: 'docs',
  summary:
    'docusaurus docs:version: docs/ → versioned_docs/version-<label>/, sidebar, versions.json',
  async run({siteDir, label}) {
    const result = spawnSync(
      path.join(siteDir, 'node_modules/.bin/docusaurus'),
      ['docs:version', label],
      {cwd: siteDir, encoding: 'utf8'},
    );
    if (result.status !== 0) {
      process.stderr.write(result.stdout + result.stderr);
      throw new Error(
        `docusaurus docs:version ${label} exited with ${result.status}; its output is above.`,
      );
    }
    return [
      'versions.json',
      `versioned_docs/version-${label}`,
      `versioned_sidebars/version-${label}-sidebars.json`,
    ];
  },
};

// pack:packages explains its failures in one sentence: these run it in a bare copy of the repository.
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const scripts = __dirname;

function bareRepository(manifest: object): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-pack-bare-'));
  fs.mkdirSync(path.join(root, 'scripts/packages'), {recursive: true});
  for (const file of ['pack-packages.mjs', 'packages/manifest.mjs']) {
    fs.copyFileSync(path.join(scripts, file), path.join(root, 'scripts', file));
  }
  fs.mkdirSync(path.join(root, 'packages/react'), {recursive: true});
  fs.writeFileSync(path.join(root, 'packages/react/package.json'), JSON.stringify(manifest));
  return root;
}

function pack(root: string) {
  const result = spawnSync('node', [path.join(root, 'scripts/pack-packages.mjs')], {
    cwd: root,
    encoding: 'utf8',
  });
  return {status: result.status, stderr: result.stderr.trim()};
}

describe('npm run pack:packages', () => {
  it('should say to install the build tools when they are missing', () => {
    const root = bareRepository({name: '@tessera-ui/react', scripts: {build: 'tsdown'}});
    expect(pack(root)).toEqual({
      status: 1,
      stderr:
        'pack:packages: cannot build @tessera-ui/react: its build tools are not installed; run "npm ci" first.',
    });
  });

  it('should name the exported files a build did not write', () => {
    const root = bareRepository({
      name: '@tessera-ui/react',
      exports: {'.': {'@tessera-ui/source': './src/index.ts', default: './dist/index.js'}},
    });
    expect(pack(root)).toEqual({
      status: 1,
      stderr:
        'pack:packages: @tessera-ui/react exports dist/index.js, which the build did not write.',
    });
  });

  it('should say when there is nothing to pack', () => {
    const root = bareRepository({name: 'internal', private: true});
    expect(pack(root)).toEqual({
      status: 1,
      stderr: 'pack:packages: found no publishable package in packages/.',
    });
  });
});

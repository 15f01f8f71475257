import {execFileSync, spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {cutVersion} from './cut';
import type {FreezeHook} from './freeze/types';

const repo = path.resolve(__dirname, '../..');

/** A committed checkout with what the cut's checks read: versions.json and the library's version. */
function checkout({cut = ['1.x'], version = '2.0.0'} = {}): string {
  const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-cut-'));
  fs.writeFileSync(path.join(siteDir, 'versions.json'), JSON.stringify(cut));
  fs.mkdirSync(path.join(siteDir, 'packages/react'), {recursive: true});
  fs.writeFileSync(path.join(siteDir, 'packages/react/package.json'), JSON.stringify({version}));
  fs.mkdirSync(path.join(siteDir, 'docs'));
  fs.writeFileSync(path.join(siteDir, 'docs/intro.mdx'), '# Intro\n');
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=T', '-c', 'user.email=t@example.com', ...args], {
      cwd: siteDir,
      stdio: 'pipe',
    });
  git('init', '-q');
  git('add', '-A');
  git('commit', '-qm', 'start');
  return siteDir;
}

const quiet = () => undefined;
const sites: string[] = [];
afterAll(() => sites.forEach((site) => fs.rmSync(site, {recursive: true, force: true})));

function cut(
  label: string | undefined,
  options: Parameters<typeof checkout>[0] = {},
  hooks: FreezeHook[] = [],
) {
  const siteDir = checkout(options);
  sites.push(siteDir);
  return {siteDir, result: cutVersion({siteDir, label, hooks, log: quiet})};
}

describe('cutVersion', () => {
  it.each([
    [undefined, {}, 'Name the version to cut: npm run version:cut 2.x (the current docs are 2.x).'],
    ['2.0', {}, '"2.0" is not a docs version label: use <major>.x, such as 2.x.'],
    [
      '1.x',
      {},
      '1.x is already cut (versions.json or versioned_docs/version-1.x); cut 2.x, the current docs.',
    ],
    ['3.x', {}, 'The current docs are 2.x, so the next cut is 2.x, not 3.x.'],
    [
      '2.x',
      {version: '3.0.0-beta.1'},
      'packages/react/package.json is version 3.0.0-beta.1: cut 2.x from a 2.x release of the library.',
    ],
  ])('should refuse label %p with one sentence', async (label, options, message) => {
    await expect(cut(label, options).result).rejects.toThrow(new Error(message));
  });

  it('should refuse uncommitted inputs and name one', async () => {
    const siteDir = checkout();
    sites.push(siteDir);
    fs.writeFileSync(path.join(siteDir, 'docs/intro.mdx'), '# Changed\n');
    fs.writeFileSync(path.join(siteDir, 'docs/new.mdx'), '# New\n');
    await expect(cutVersion({siteDir, label: '2.x', hooks: [], log: quiet})).rejects.toThrow(
      new Error(
        'Uncommitted changes in docs/intro.mdx and 1 more: commit or stash them first, so the cut freezes a commit.',
      ),
    );
  });

  it('should refuse a folder that is not a git checkout', async () => {
    const siteDir = checkout();
    sites.push(siteDir);
    fs.rmSync(path.join(siteDir, '.git'), {recursive: true});
    await expect(cutVersion({siteDir, label: '2.x', hooks: [], log: quiet})).rejects.toThrow(
      /^Cannot read git status in .*: the cut freezes committed docs and sources, so it runs in a git checkout\.$/,
    );
  });

  it('should remove everything a failed cut wrote and name the failed step', async () => {
    const copies: FreezeHook = {
      name: 'docs',
      summary: 'copies',
      async run({siteDir, docsDir, artifactsDir}) {
        fs.mkdirSync(docsDir, {recursive: true});
        fs.mkdirSync(path.join(siteDir, 'versioned_sidebars'));
        fs.writeFileSync(path.join(siteDir, 'versioned_sidebars/version-2.x-sidebars.json'), '{}');
        fs.mkdirSync(artifactsDir, {recursive: true});
        fs.writeFileSync(path.join(siteDir, 'versions.json'), '["2.x","1.x"]');
        return ['versions.json', 'versioned_docs/version-2.x'];
      },
    };
    const elsewhere: FreezeHook = {
      name: 'registry',
      summary: 'writes outside the version folders',
      async run({siteDir}) {
        fs.mkdirSync(path.join(siteDir, 'versioned_registry/2.x'), {recursive: true});
        fs.writeFileSync(path.join(siteDir, 'versioned_registry/2.x/index.json'), '{}');
        return ['versioned_registry/2.x'];
      },
    };
    const fails: FreezeHook = {
      name: 'examples',
      summary: 'fails',
      run: () => Promise.reject(new Error('docs/components/x.mdx:3: cannot freeze this example.')),
    };
    const {siteDir, result} = cut('2.x', {}, [copies, elsewhere, fails]);
    await expect(result).rejects.toThrow(
      new Error('The examples step failed: docs/components/x.mdx:3: cannot freeze this example.'),
    );
    const status = execFileSync('git', ['status', '--porcelain', '--untracked-files=all'], {
      cwd: siteDir,
      encoding: 'utf8',
    });
    expect(status).toBe('');
  });

  it('should run the steps in order and report the next label', async () => {
    const ran: string[] = [];
    const step = (name: string): FreezeHook => ({
      name,
      summary: name,
      async run({siteDir, label}) {
        ran.push(`${name} ${label}`);
        if (name === 'docs') fs.writeFileSync(path.join(siteDir, 'versions.json'), '["2.x","1.x"]');
        return [name];
      },
    });
    await expect(cut('2.x', {}, [step('docs'), step('props')]).result).resolves.toEqual({
      label: '2.x',
      next: '3.x',
      files: ['docs', 'props'],
    });
    expect(ran).toEqual(['docs 2.x', 'props 2.x']);
  });
});

describe('npm run version:cut', () => {
  it('should print one line and exit 1 on a bad label', () => {
    const result = spawnSync(
      path.join(repo, 'node_modules/.bin/tsx'),
      ['scripts/version-cut.ts', 'next'],
      {
        cwd: repo,
        encoding: 'utf8',
      },
    );
    expect(result.status).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toBe(
      'error: "next" is not a docs version label: use <major>.x, such as 2.x.\n',
    );
  });
});

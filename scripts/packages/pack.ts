import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');

/**
 * Runs `npm run pack:packages` into a fresh folder, as a release would, and returns each package's
 * tarball by package name (read from the paths the script prints last). Packing rebuilds each
 * package's `dist/` in place, so two test files packing at once (one per Playwright worker) take
 * turns through a lock file instead of writing the same files together.
 */
export function packPackages(): Record<string, string> {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-packed-'));
  const output = execFileSync(
    'flock',
    [
      path.join(os.tmpdir(), 'tessera-pack-packages.lock'),
      'node',
      path.join(root, 'scripts/pack-packages.mjs'),
      '--out',
      outDir,
    ],
    {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const tarballs = output
    .trim()
    .split('\n')
    .filter((line) => line.startsWith(outDir) && line.endsWith('.tgz'));
  return Object.fromEntries(
    tarballs.map((tarball) => {
      const manifest = JSON.parse(
        execFileSync('tar', ['-xzOf', tarball, 'package/package.json'], {encoding: 'utf8'}),
      ) as {name: string};
      return [manifest.name, tarball];
    }),
  );
}

/** The files in a tarball, without npm's `package/` prefix. */
export function tarballFiles(tarball: string): string[] {
  return execFileSync('tar', ['-tzf', tarball], {encoding: 'utf8'})
    .trim()
    .split('\n')
    .map((file) => file.replace(/^package\//, ''))
    .sort();
}

/** One file's text from a tarball. */
export function tarballText(tarball: string, file: string): string {
  return execFileSync('tar', ['-xzOf', tarball, `package/${file}`], {encoding: 'utf8'});
}

// The published package, checked as npm would publish it: its files, its manifest, and the two
// linters the ecosystem uses (publint for package.json, attw for how TypeScript resolves types).
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {packPackages, tarballFiles, tarballText} from '../../scripts/packages/pack';

const packageDir = __dirname;
const root = path.resolve(packageDir, '../..');
const bin = (name: string) => path.join(root, 'node_modules/.bin', name);

/** Source modules of the library, relative to src/, without tests. */
function sourceModules(dir = path.join(packageDir, 'src')): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceModules(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)
      ? [path.relative(path.join(packageDir, 'src'), full).replace(/\.tsx?$/, '')]
      : [];
  });
}

const componentFolders = fs
  .readdirSync(path.join(packageDir, 'src'), {withFileTypes: true})
  .filter((entry) => entry.isDirectory() && /^[A-Z]/.test(entry.name))
  .map((entry) => entry.name);

let tarball: string;
let packedDir: string;
let files: string[];

beforeAll(() => {
  const tarballs = packPackages();
  tarball = tarballs['@tessera-ui/react']!;
  packedDir = path.dirname(tarball);
  expect(tarball).toBeDefined();
  files = tarballFiles(tarball);
}, 180_000);

afterAll(() => fs.rmSync(packedDir, {recursive: true, force: true}));

describe('the exports map', () => {
  it('should give each component folder one entry point, built from its index', () => {
    const manifest = JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as {
      exports: Record<string, Record<string, string> | string>;
    };
    const sources = Object.values(manifest.exports)
      .map((value) => (typeof value === 'string' ? undefined : value['@tessera-ui/source']))
      .filter((source) => source?.endsWith('/index.ts'));
    expect(sources.sort()).toEqual(
      ['./src/index.ts', ...componentFolders.map((folder) => `./src/${folder}/index.ts`)].sort(),
    );
  });
});

describe('the @tessera-ui/react tarball', () => {
  it('should hold the README, the licence, the changelog, the manifest and the build, and nothing else', () => {
    const modules = new Set(sourceModules());
    const built = /^dist\/(.+?)\.(js|js\.map|d\.ts)$/;
    const stray = files.filter((file) => {
      const whole = [
        'LICENSE',
        'README.md',
        'CHANGELOG.md',
        'package.json',
        'dist/stylesheet.d.ts',
      ];
      if ([...whole, 'dist/styles.css', 'dist/tokens.css'].includes(file)) return false;
      const match = built.exec(file);
      return !match || !modules.has(match[1]!);
    });
    expect(stray).toEqual([]);
    expect(files).toEqual(
      expect.arrayContaining(['LICENSE', 'README.md', 'CHANGELOG.md', 'package.json']),
    );
  });

  it('should build every source module', () => {
    // Barrels that are not entry points (utils/index) are folded into their importers.
    const missing = sourceModules()
      .filter((module) => !module.endsWith('/index') || module.split('/')[0] !== 'utils')
      .filter((module) => !files.includes(`dist/${module}.js`));
    expect(missing).toEqual([]);
  });

  it('should have a JavaScript entry and declarations for every component folder', () => {
    for (const folder of componentFolders) {
      expect(files).toContain(`dist/${folder}/index.js`);
      expect(files).toContain(`dist/${folder}/index.d.ts`);
    }
  });

  it('should mark every module as a client module and import no CSS from JavaScript', () => {
    for (const file of files.filter((name) => name.endsWith('.js'))) {
      const code = tarballText(tarball, file);
      expect({file, directive: /^(['"])use client\1;/.test(code)}).toEqual({file, directive: true});
      expect({file, cssImport: /import\s*["'][^"']+\.css["']/.test(code)}).toEqual({
        file,
        cssImport: false,
      });
    }
  });

  it('should ship every component stylesheet in styles.css after the tokens', () => {
    const styles = tarballText(tarball, 'dist/styles.css');
    const tokens = fs.readFileSync(path.join(packageDir, 'src/theme/tokens.css'), 'utf8');
    expect(tarballText(tarball, 'dist/tokens.css')).toBe(tokens);
    expect(styles.startsWith(tokens)).toBe(true);
    // esbuild marks each bundled file with a `/* src/… */` comment.
    const stylesheets = fs
      .readdirSync(path.join(packageDir, 'src'), {recursive: true, encoding: 'utf8'})
      .filter((file) => file.endsWith('.css') && !file.startsWith('theme'));
    expect(stylesheets.length).toBeGreaterThanOrEqual(componentFolders.length);
    const missing = stylesheets.filter((file) => !styles.includes(`/* src/${file} */`));
    expect(missing).toEqual([]);
  });

  it("should publish a manifest without the repository's source condition or dev fields", () => {
    const manifest = JSON.parse(tarballText(tarball, 'package.json'));
    expect(JSON.stringify(manifest)).not.toContain('@tessera-ui/source');
    expect(manifest).not.toHaveProperty('devDependencies');
    expect(manifest).not.toHaveProperty('scripts');
    expect(manifest).toMatchObject({
      name: '@tessera-ui/react',
      type: 'module',
      sideEffects: ['*.css'],
      peerDependencies: {react: '^19.0.0', 'react-dom': '^19.0.0'},
      dependencies: {'react-aria-components': expect.any(String)},
    });
    expect(manifest.exports['.']).toEqual({types: './dist/index.d.ts', default: './dist/index.js'});
    const stylesheet = {types: './dist/stylesheet.d.ts'};
    expect(manifest.exports['./styles.css']).toEqual({...stylesheet, default: './dist/styles.css'});
    expect(manifest.exports['./tokens.css']).toEqual({...stylesheet, default: './dist/tokens.css'});
    expect(manifest.exports['./package.json']).toBe('./package.json');
  });

  it('should satisfy publint, warnings included', () => {
    const result = spawnSync(bin('publint'), ['run', '--strict', tarball], {encoding: 'utf8'});
    expect({status: result.status, output: result.stdout + result.stderr}).toEqual({
      status: 0,
      output: expect.stringContaining('All good!'),
    });
  });

  it('should resolve types for every JavaScript entry point (attw, ESM-only profile)', () => {
    const result = spawnSync(bin('attw'), [tarball, '--profile', 'esm-only', '--format', 'json'], {
      encoding: 'utf8',
      // The JSON report passed spawnSync's 1 MiB default with ~60 entry points (ENOBUFS, status null).
      maxBuffer: 64 * 1024 * 1024,
    });
    const report = JSON.parse(result.stdout) as {
      analysis: {problems: {resolutionKind?: string}[]};
    };
    // The profile's two ignored resolutions: CommonJS `require` and TypeScript's pre-exports node10.
    const ignored = new Set(['node10', 'node16-cjs']);
    const problems = report.analysis.problems.filter(
      (problem) => !ignored.has(problem.resolutionKind ?? ''),
    );
    expect(problems).toEqual([]);
    expect(result.status).toBe(0);
  });
});

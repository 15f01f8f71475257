import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {createConsumer} from './__fixtures__/consumer';
import {bundleSizeFor, loadBundleSizes, type BundleSizeOptions} from './bundleSizes';

describe('bundle sizes for pages', () => {
  const consumerDir = createConsumer('mini-lib', 'broken-lib');
  const cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bundle-size-cache-'));
  const options = (packageName: string): BundleSizeOptions => ({
    packageName,
    consumerDir,
    sourceCondition: '@tessera-ui/source',
    lockfile: path.resolve(__dirname, '../../package-lock.json'),
    cacheDir,
  });
  const cacheFiles = () => fs.readdirSync(cacheDir);

  afterAll(() => {
    fs.rmSync(consumerDir, {recursive: true, force: true});
    fs.rmSync(cacheDir, {recursive: true, force: true});
  });

  it('should give a page the names, the total and the split, without build details', async () => {
    const size = await bundleSizeFor('pressable', options('mini-lib'));
    expect(Object.keys(size)).toEqual(['names', 'gzip', 'own', 'dependencies']);
    expect(size.names).toEqual(['Pressable', 'PressableGroup']);
    expect(size.dependencies.map((dependency) => Object.keys(dependency))).toEqual([
      ['name', 'gzip'],
      ['name', 'gzip'],
    ]);
  }, 60_000);

  it('should measure once per content: one cache file, and the same answer from memory', async () => {
    const first = loadBundleSizes(options('mini-lib'));
    expect(loadBundleSizes(options('mini-lib'))).toBe(first);
    expect(cacheFiles()).toEqual([expect.stringMatching(/^bundle-sizes-[0-9a-f]{16}\.json$/)]);
  });

  it('should answer a fresh process from the cache on disk', async () => {
    const [name] = cacheFiles();
    const file = path.join(cacheDir, name!);
    const cached = JSON.parse(fs.readFileSync(file, 'utf8')) as {plain: {size: {gzip: number}}};
    cached.plain.size.gzip = 123_456;
    fs.writeFileSync(file, JSON.stringify(cached));
    await jest.isolateModulesAsync(async () => {
      const fresh = (await import('./bundleSizes')) as typeof import('./bundleSizes');
      expect((await fresh.bundleSizeFor('plain', options('mini-lib'))).gzip).toBe(123_456);
    });
  });

  it('should answer every copy of the module from one measurement started early', async () => {
    const earlyOptions = {
      ...options('mini-lib'),
      cacheDir: fs.mkdtempSync(path.join(os.tmpdir(), 'bundle-size-early-')),
    };
    try {
      const copy = async () => {
        let loaded: typeof import('./bundleSizes') | undefined;
        await jest.isolateModulesAsync(async () => {
          loaded = (await import('./bundleSizes')) as typeof import('./bundleSizes');
        });
        return loaded!;
      };
      const [config, remark] = [await copy(), await copy()];
      config.startBundleSizes(earlyOptions);
      const measurements = remark.loadBundleSizes(earlyOptions);
      expect(config.loadBundleSizes(earlyOptions)).toBe(measurements);
      expect(Object.keys(await measurements)).toEqual(['plain', 'pressable']);
      expect(fs.readdirSync(earlyOptions.cacheDir)).toHaveLength(1);
    } finally {
      fs.rmSync(earlyOptions.cacheDir, {recursive: true, force: true});
    }
  }, 60_000);

  it('should fail with a sentence for a component the package has no entry point for', async () => {
    await expect(bundleSizeFor('nope', options('mini-lib'))).rejects.toThrow(
      'mini-lib has no component entry point "./nope"; use one of: plain, pressable.',
    );
  });

  it('should fail with a sentence naming the component and the cause, and cache nothing', async () => {
    const before = cacheFiles();
    await expect(bundleSizeFor('unlisted', options('broken-lib'))).rejects.toThrow(
      /^Could not measure the bundle size of broken-lib\/unlisted: No matching export in ".*broken-lib\/src\/index\.ts" for import "unlisted" in `export \{unlisted\} from 'broken-lib';`$/,
    );
    expect(cacheFiles()).toEqual(before);
  }, 60_000);
});

import fs from 'node:fs';
import path from 'node:path';
import {createConsumer} from './__fixtures__/consumer';
import {measureBundleSizes, type MeasuredSize, type Measurement} from './measure';

const sourceCondition = '@tessera-ui/source';

function sizeOf(results: Map<string, Measurement>, slug: string): MeasuredSize {
  const result = results.get(slug);
  if (!result || !('size' in result))
    throw new Error(`no size for ${slug}: ${JSON.stringify(result)}`);
  return result.size;
}

describe('measureBundleSizes', () => {
  const consumerDir = createConsumer('mini-lib', 'broken-lib');
  afterAll(() => fs.rmSync(consumerDir, {recursive: true, force: true}));

  describe('given a library with one plain component and one on React Aria', () => {
    let results: Map<string, Measurement>;

    beforeAll(async () => {
      results = await measureBundleSizes({packageName: 'mini-lib', consumerDir, sourceCondition});
    }, 60_000);

    it('should measure every component entry point of the package', () => {
      expect([...results.keys()]).toEqual(['plain', 'pressable']);
    });

    it("should import the entry's runtime exports, the one named like its folder first", () => {
      expect(sizeOf(results, 'plain').names).toEqual(['Plain']);
      expect(sizeOf(results, 'pressable').names).toEqual(['Pressable', 'PressableGroup']);
    });

    it('should keep only the imported component when tree-shaking the root entry', () => {
      expect(sizeOf(results, 'plain').ownFiles).toEqual(['src/Plain/Plain.tsx']);
      expect(sizeOf(results, 'pressable').ownFiles).toEqual(['src/Pressable/Pressable.tsx']);
    });

    it('should leave CSS imports out of the JavaScript', () => {
      const counted = [...results.values()].flatMap((result) =>
        'size' in result ? result.size.ownFiles : [],
      );
      expect(counted.filter((file) => file.endsWith('.css'))).toEqual([]);
      const css = fs.statSync(path.join(__dirname, '__fixtures__/mini-lib/src/Plain/Plain.css'));
      expect(sizeOf(results, 'plain').minified).toBeLessThan(css.size);
    });

    it('should count nothing but own code for a component without dependencies', () => {
      const plain = sizeOf(results, 'plain');
      expect(plain.dependencies).toEqual([]);
      expect(plain.own).toBe(plain.gzip);
      expect(plain.gzip).toBeGreaterThan(0);
    });

    it('should split the gzip size between own code, React Aria and other dependencies', () => {
      const pressable = sizeOf(results, 'pressable');
      expect(pressable.dependencies.map((dependency) => dependency.name)).toEqual([
        'React Aria',
        'clsx',
      ]);
      expect(pressable.dependencies[0]?.packages).toContain('react-aria-components');
      expect(pressable.dependencies[1]?.packages).toEqual(['clsx']);
      const dependencies = pressable.dependencies.reduce((sum, {gzip}) => sum + gzip, 0);
      expect(pressable.own).toBeGreaterThan(0);
      expect(pressable.own + dependencies).toBe(pressable.gzip);
      // React Aria's Button and Group outweigh two small wrappers many times over.
      expect(dependencies).toBeGreaterThan(10 * pressable.own);
    });

    it('should not count react or react-dom', () => {
      const packages = sizeOf(results, 'pressable').dependencies.flatMap((group) => group.packages);
      expect(packages.filter((name) => /^react(-dom)?$/.test(name))).toEqual([]);
    });
  });

  it('should name the entry that fails and why, and still measure the others', async () => {
    const results = await measureBundleSizes({
      packageName: 'broken-lib',
      consumerDir,
      sourceCondition,
    });
    expect(sizeOf(results, 'listed').names).toEqual(['listed']);
    expect(results.get('unlisted')).toEqual({
      error: expect.stringMatching(
        /^No matching export in ".*broken-lib\/src\/index\.ts" for import "unlisted" in `export \{unlisted\} from 'broken-lib';`$/,
      ),
    });
  }, 60_000);

  it('should say what to do when the package is not installed', async () => {
    await expect(
      measureBundleSizes({packageName: 'not-installed-lib', consumerDir, sourceCondition}),
    ).rejects.toThrow(
      `Cannot find not-installed-lib from ${consumerDir}: install the dependencies (npm ci) first.`,
    );
  });
});

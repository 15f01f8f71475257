import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import remarkSiteData, {resolveModule} from './index';
import type {MdxNode} from './mdast';
import {createConsumer} from './__fixtures__/consumer';
import {importNode} from './__fixtures__/nodes';

const fixtures = path.join(__dirname, '__fixtures__');
const mdxPath = path.join(fixtures, 'docs/page.mdx');
const consumerDir = createConsumer('mini-lib');
const cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-data-cache-'));

afterAll(() => {
  fs.rmSync(consumerDir, {recursive: true, force: true});
  fs.rmSync(cacheDir, {recursive: true, force: true});
});

function element(name: string, attributes: MdxNode['attributes'] = []): MdxNode {
  return {type: 'mdxJsxFlowElement', name, attributes, children: []};
}

const run = (tree: MdxNode, page = mdxPath) =>
  remarkSiteData({
    siteDir: path.resolve(__dirname, '../..'),
    uiDir: path.join(fixtures, 'ui'),
    tokensFile: path.join(fixtures, 'tokens.css'),
    cacheDir,
    packageName: 'mini-lib',
    consumerDir,
  })(tree, {
    path: page,
  });

describe('remark-site-data', () => {
  it('should inject the source of the file an example was imported from', () => {
    const example = element('Example', [
      {
        type: 'mdxJsxAttribute',
        name: 'of',
        value: {type: 'mdxJsxAttributeValueExpression', value: 'Hello'},
      },
    ]);
    run({type: 'root', children: [importNode('Hello', './examples/hello.tsx'), example]});
    const source = example.attributes?.find((attribute) => attribute.name === 'source')?.value;
    expect(source).toContain('export default function Hello()');
  });

  it('should fail the build with a fix when the example is not an imported file', () => {
    const example = element('Example', [
      {
        type: 'mdxJsxAttribute',
        name: 'of',
        value: {type: 'mdxJsxAttributeValueExpression', value: 'Nope'},
      },
    ]);
    expect(() => run({type: 'root', children: [example]})).toThrow(
      /<Example of=\{Nope\} \/> in .*page\.mdx: import Nope from a relative or @site\/ path/,
    );
  });

  it('should inject parsed tokens into ColorSwatches', () => {
    const swatches = element('ColorSwatches');
    run({type: 'root', children: [swatches]});
    const tokens = swatches.attributes?.find((attribute) => attribute.name === 'tokens')?.value;
    expect(JSON.parse(String(tokens))).toEqual({
      light: {'--fx-blue': '#2563eb', '--fx-accent': 'var(--fx-blue)'},
      dark: {},
    });
  });

  it('should leave PropsTable without data (the page then says so) for an unknown component', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const table = element('PropsTable', [
      {type: 'mdxJsxAttribute', name: 'component', value: 'Missing'},
    ]);
    run({type: 'root', children: [table]});
    expect(table.attributes?.find((attribute) => attribute.name === 'data')).toBeUndefined();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('no component "Missing"'));
    warn.mockRestore();
  }, 120_000);

  describe('given <BundleSize />', () => {
    const bundleSize = (component?: string) =>
      element(
        'BundleSize',
        component === undefined
          ? []
          : [{type: 'mdxJsxAttribute', name: 'component', value: component}],
      );

    it('should inject the measured size of importing the component alone', async () => {
      const node = bundleSize('pressable');
      await run({type: 'root', children: [node]});
      const data = node.attributes?.find((attribute) => attribute.name === 'data')?.value;
      expect(JSON.parse(String(data))).toEqual({
        names: ['Pressable', 'PressableGroup'],
        gzip: expect.any(Number),
        own: expect.any(Number),
        dependencies: [
          {name: 'React Aria', gzip: expect.any(Number)},
          {name: 'clsx', gzip: expect.any(Number)},
        ],
      });
    }, 60_000);

    it('should fail the build naming the page and the component it cannot measure', async () => {
      await expect(run({type: 'root', children: [bundleSize('nope')]})).rejects.toThrow(
        `<BundleSize component="nope" /> in ${mdxPath}: mini-lib has no component entry point "./nope"; use one of: plain, pressable.`,
      );
    });

    it('should fail the build when the component is not named', async () => {
      await expect(run({type: 'root', children: [bundleSize()]})).rejects.toThrow(
        `<BundleSize /> in ${mdxPath} needs component="slug".`,
      );
    });

    it('should not make pages without it wait', () => {
      expect(run({type: 'root', children: [element('ColorSwatches')]})).toBeUndefined();
    });
  });
});

describe('given a page of a cut docs version', () => {
  const oneXPage = path.resolve(
    __dirname,
    '../../versioned_docs/version-1.x/components/button.mdx',
  );
  const attribute = (name: string, value: string) => ({
    type: 'mdxJsxAttribute' as const,
    name,
    value,
  });

  it('should take the props table from the version’s snapshot, not the current source', () => {
    const table = element('PropsTable', [attribute('component', 'Button')]);
    run({type: 'root', children: [table]}, oneXPage);
    const data = JSON.parse(String(table.attributes?.find((a) => a.name === 'data')?.value));
    const names = data.own.map((prop: {name: string}) => prop.name);
    expect(names).toEqual(expect.arrayContaining(['isLoading', 'loadingText', 'isFullWidth']));
    expect(names).not.toContain('pendingText');
  });

  it('should fail the build for a component the snapshot does not have', () => {
    const table = element('PropsTable', [attribute('component', 'Kbd')]);
    expect(() => run({type: 'root', children: [table]}, oneXPage)).toThrow(
      new Error(
        `<PropsTable component="Kbd" /> in ${oneXPage}: the 1.x props snapshot has no component "Kbd", and frozen pages never read the current source.`,
      ),
    );
  });

  it('should refuse a live example', () => {
    const example = element('Example', [
      {
        type: 'mdxJsxAttribute',
        name: 'of',
        value: {type: 'mdxJsxAttributeValueExpression', value: 'Hello'},
      },
    ]);
    expect(() => run({type: 'root', children: [example]}, oneXPage)).toThrow(
      new Error(
        `<Example of={Hello} /> in ${oneXPage}: a page of the cut 1.x docs shows its examples as static code (npm run version:cut writes it); a live example would run the current library.`,
      ),
    );
  });

  it('should never measure the current library for its bundle sizes', async () => {
    const node = element('BundleSize', [attribute('component', 'button')]);
    await expect(run({type: 'root', children: [node]}, oneXPage)).rejects.toThrow(
      new Error(
        `<BundleSize component="button" /> in ${oneXPage}: The 1.x docs have no frozen page data at versioned_artifacts/version-1.x/page-data.json; frozen pages never measure the current library (npm run version:cut writes it).`,
      ),
    );
  });
});

describe('resolveModule', () => {
  it.each([
    ['./examples/hello.tsx', 'examples/hello.tsx'],
    ['./examples/hello', 'examples/hello.tsx'],
  ])('should resolve %s next to the page', (specifier, expected) => {
    expect(resolveModule(specifier, mdxPath, fixtures)).toBe(path.join(fixtures, 'docs', expected));
  });

  it('should resolve @site/ paths from the site root', () => {
    expect(resolveModule('@site/docs/examples/hello', mdxPath, fixtures)).toBe(
      path.join(fixtures, 'docs/examples/hello.tsx'),
    );
  });

  it('should not resolve packages', () => {
    expect(resolveModule('react', mdxPath, fixtures)).toBeUndefined();
  });
});

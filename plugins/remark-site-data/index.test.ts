import path from 'node:path';
import remarkSiteData, {resolveModule} from './index';
import type {MdxNode} from './mdast';
import {importNode} from './__fixtures__/nodes';

const fixtures = path.join(__dirname, '__fixtures__');
const mdxPath = path.join(fixtures, 'docs/page.mdx');

function element(name: string, attributes: MdxNode['attributes'] = []): MdxNode {
  return {type: 'mdxJsxFlowElement', name, attributes, children: []};
}

const run = (tree: MdxNode) =>
  remarkSiteData({
    siteDir: path.resolve(__dirname, '../..'),
    uiDir: path.join(fixtures, 'ui'),
    tokensFile: path.join(fixtures, 'tokens.css'),
  })(tree, {
    path: mdxPath,
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

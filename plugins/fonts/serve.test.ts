import fs from 'node:fs';
import path from 'node:path';
import {fontFaceCss, parseFontFaces} from './faces';
import {serveFamilies} from './serve';
import type {FontOption} from './options';

const siteDir = path.resolve(__dirname, '../..');

const inter: FontOption = {
  family: 'Inter Variable',
  package: '@fontsource-variable/inter',
  css: 'index.css',
  subsets: ['latin', 'latin-ext'],
  preload: ['latin'],
  weight: '100 900',
  metrics: 'inter',
  fallback: {metrics: 'arial', local: ['Arial', 'Liberation Sans']},
  stack: ['system-ui', 'sans-serif'],
  cssVariables: ['--ifm-font-family-base'],
};

describe('serveFamilies', () => {
  const {families, assets} = serveFamilies(siteDir, '/', [inter]);

  it('should serve each subset’s file under a name that follows its content', () => {
    expect(assets.map((asset) => asset.name)).toEqual([
      expect.stringMatching(/^assets\/fonts\/inter-latin-wght-normal\.[0-9a-f]{10}\.woff2$/),
      expect.stringMatching(/^assets\/fonts\/inter-latin-ext-wght-normal\.[0-9a-f]{10}\.woff2$/),
    ]);
    const packaged = fs.readFileSync(
      path.join(
        siteDir,
        'node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
      ),
    );
    expect(assets[0]!.content.equals(packaged)).toBe(true);
    expect(families[0]!.files.map((file) => [file.href, file.preload])).toEqual([
      [`/${assets[0]!.name}`, true],
      [`/${assets[1]!.name}`, false],
    ]);
  });

  it('should write a face per subset, the fallback face and the variables', () => {
    const css = fontFaceCss(families);
    expect(css.match(/font-family:'Inter Variable'/g)).toHaveLength(2);
    expect(css).toContain(
      `src:url(/${assets[0]!.name}) format('woff2');unicode-range:U+0000-00FF,`,
    );
    expect(css).toContain(
      "@font-face{font-family:'Inter Variable Fallback';src:local('Arial'),local('Liberation Sans');size-adjust:107.12%;",
    );
    expect(css).toContain(
      "html:root{--ifm-font-family-base:'Inter Variable','Inter Variable Fallback',system-ui,sans-serif}",
    );
  });

  it('should name the family and the subset its package lacks', () => {
    expect(() => serveFamilies(siteDir, '/', [{...inter, subsets: ['klingon']}])).toThrow(
      expect.objectContaining({
        message: 'fonts: cannot serve "Inter Variable" from @fontsource-variable/inter',
        cause: expect.objectContaining({
          message: 'index.css declares no file for the subset "klingon"',
        }),
      }),
    );
  });

  it('should name metrics that @capsizecss/metrics does not have', () => {
    expect(() =>
      serveFamilies(siteDir, '/', [
        {...inter, fallback: {...inter.fallback, metrics: 'comicSans'}},
      ]),
    ).toThrow(
      expect.objectContaining({
        cause: expect.objectContaining({
          message: '@capsizecss/metrics has no metrics named "comicSans"',
        }),
      }),
    );
  });
});

describe('parseFontFaces', () => {
  it('should name a rule it cannot read', () => {
    const css = "@font-face {\n  font-family: 'X';\n  src: url(./files/x.woff) format('woff');\n}";
    expect(() => parseFontFaces(css)).toThrow(
      `this @font-face rule has no woff2 file or no unicode-range: ${css}`,
    );
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {LoadContext} from '@docusaurus/types';
import {darkCodeTheme, lightCodeTheme} from '../../src/utils/prismThemes';
import codeTokensPlugin, {PRISM_INCLUDE_LANGUAGES} from './index';
import {themeCss} from './themeCss';

describe('code-tokens plugin', () => {
  const generatedFilesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'code-tokens-'));
  const context = {
    generatedFilesDir,
    siteConfig: {themeConfig: {prism: {theme: lightCodeTheme, darkTheme: darkCodeTheme}}},
  } as unknown as LoadContext;
  const plugin = codeTokensPlugin(context);
  const configure = (isServer: boolean) =>
    (plugin.configureWebpack as (config: object, isServer: boolean) => unknown)({}, isServer);

  afterAll(() => fs.rmSync(generatedFilesDir, {recursive: true, force: true}));

  it('should load the CSS generated from the configured themes on every page', () => {
    const cssFile = path.join(generatedFilesDir, 'code-tokens/prism-theme.css');
    expect(plugin.getClientModules?.()).toEqual([cssFile]);
    expect(fs.readFileSync(cssFile, 'utf8')).toBe(
      themeCss({light: lightCodeTheme, dark: darkCodeTheme}),
    );
  });

  it("should swap theme-classic's Prism client module for an empty one in the client build", () => {
    expect(fs.existsSync(`${PRISM_INCLUDE_LANGUAGES}.js`)).toBe(true);
    expect(configure(false)).toEqual({
      resolve: {alias: {[`${PRISM_INCLUDE_LANGUAGES}$`]: false}},
    });
  });

  it('should leave the server build alone', () => {
    expect(configure(true)).toEqual({});
  });
});

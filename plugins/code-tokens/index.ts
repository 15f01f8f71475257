// Keeps Prism out of the browser bundle: code is tokenised at build time (remark.ts), coloured by
// CSS generated from themeConfig.prism's themes, and theme-classic's client module that loads
// Prism only to register additionalLanguages is dropped from the client build. The lazy live
// editor (react-live) still brings its own Prism when a reader opens it.
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {PrismTheme} from 'prism-react-renderer';
import {themeCss} from './themeCss';

/** theme-classic's client module, exactly as getClientModules registers it (no extension). */
export const PRISM_INCLUDE_LANGUAGES = path.join(
  path.dirname(require.resolve('@docusaurus/theme-classic')),
  'prism-include-languages',
);

interface PrismConfig {
  theme: PrismTheme;
  darkTheme?: PrismTheme;
}

export default function codeTokensPlugin(context: LoadContext): Plugin {
  const {prism} = context.siteConfig.themeConfig as {prism: PrismConfig};
  const cssFile = path.join(context.generatedFilesDir, 'code-tokens', 'prism-theme.css');
  fs.mkdirSync(path.dirname(cssFile), {recursive: true});
  fs.writeFileSync(cssFile, themeCss({light: prism.theme, dark: prism.darkTheme ?? prism.theme}));

  return {
    name: 'tessera-code-tokens',
    getClientModules: () => [cssFile],
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      // `false` resolves the module to an empty one; `$` matches this exact request only.
      return {resolve: {alias: {[`${PRISM_INCLUDE_LANGUAGES}$`]: false}}};
    },
  };
}

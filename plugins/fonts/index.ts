import type {LoadContext, Plugin} from '@docusaurus/types';
import {EmitFontsPlugin} from './EmitFontsPlugin';
import {fontFaceCss} from './faces';
import type {PluginOptions} from './options';
import {serveFamilies} from './serve';

/** Self-hosts the site's typefaces: files emitted with the client build, faces and preloads in every page's head. */
export default function fontsPlugin(context: LoadContext, options: PluginOptions): Plugin {
  const {families, assets} = serveFamilies(
    context.siteDir,
    context.siteConfig.baseUrl,
    options.fonts,
  );
  const preloads = families.flatMap((family) => family.files.filter((file) => file.preload));
  return {
    name: 'tessera-fonts',
    configureWebpack(_config, isServer) {
      return isServer ? {} : {plugins: [new EmitFontsPlugin(assets)]};
    },
    injectHtmlTags() {
      return {
        headTags: [
          ...preloads.map((file) => ({
            tagName: 'link',
            attributes: {
              rel: 'preload',
              href: file.href,
              as: 'font',
              type: 'font/woff2',
              crossorigin: 'anonymous',
            },
          })),
          {tagName: 'style', attributes: {'data-fonts': ''}, innerHTML: fontFaceCss(families)},
        ],
      };
    },
  };
}

export {validateOptions} from './options';

// Islands: server HTML that the browser keeps until a reader reaches for it. See README.md.
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {configureWebpack} from './webpack';

export default function islandsPlugin(): Plugin {
  return {
    name: 'tessera-islands',
    // `@theme/Island` and `@theme/ServerHtml` for the site's components and other plugins' themes.
    getThemePath: () => path.join(__dirname, 'theme'),
    configureWebpack,
  };
}

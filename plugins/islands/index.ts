// The build half of islands (the browser half is src/islands/; its README covers both): the
// server/browser define, the library's chunks and the style React Aria would add when the first
// island goes live. The remark step (./remark) is registered with the docs in docusaurus.config.ts.
import type {Plugin} from '@docusaurus/types';
import {PRESSABLE_STYLE} from './pressableStyle';
import {configureWebpack} from './webpack';

export default function islandsPlugin(): Plugin {
  return {
    name: 'tessera-islands',
    configureWebpack,
    injectHtmlTags: () => ({headTags: [PRESSABLE_STYLE]}),
  };
}

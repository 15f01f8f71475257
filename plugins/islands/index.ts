// The build half of islands (the browser half is src/islands/; its README covers both): the
// server/browser define and the library's chunks. The remark step (./remark) is registered with
// the docs in docusaurus.config.ts.
import type {Plugin} from '@docusaurus/types';
import {configureWebpack} from './webpack';

export default function islandsPlugin(): Plugin {
  return {name: 'tessera-islands', configureWebpack};
}

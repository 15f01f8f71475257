import type {Plugin} from '@docusaurus/types';
import {CompileHintsPlugin} from './CompileHintsPlugin';

/** Marks the scripts every page runs first for eager compilation (see CompileHintsPlugin). */
export default function compileHintsPlugin(): Plugin {
  return {
    name: 'tessera-compile-hints',
    configureWebpack(_config, isServer) {
      return isServer ? {} : {plugins: [new CompileHintsPlugin()]};
    },
  };
}

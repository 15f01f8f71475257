import {defineConfig} from 'tsdown';
import pkg from './package.json' with {type: 'json'};
import {buildStylesheets} from './scripts/stylesheets';
import {sourceEntries} from './scripts/entries';
import {stripStyleImports} from './scripts/strip-style-imports';

export default defineConfig({
  // The exports map is the one list of public entry points; each is built from its source.
  entry: sourceEntries(pkg.exports),
  // One output file per source module: bundlers tree-shake per component, and the directives and
  // source maps stay per file.
  unbundle: true,
  format: 'esm',
  platform: 'neutral',
  target: 'es2022',
  tsconfig: 'tsconfig.build.json',
  dts: true,
  sourcemap: true,
  clean: true,
  outExtensions: () => ({js: '.js', dts: '.d.ts'}),
  outputOptions: {
    // Every module renders React Aria hooks or context, so each is a client module for React Server
    // Components (Next.js app router); server components can still import and render them.
    banner: (chunk) => (chunk.fileName.endsWith('.d.ts') ? '' : "'use client';"),
  },
  plugins: [stripStyleImports()],
  hooks: {'build:done': () => buildStylesheets(import.meta.dirname)},
});

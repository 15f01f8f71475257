import {defineConfig} from 'tsdown';

export default defineConfig({
  entry: ['src/bin.ts'],
  format: 'esm',
  platform: 'node',
  target: 'node20',
  // dependencies stay external (npm installs them); @tessera-ui/registry and @tessera-ui/theme,
  // private workspace packages, are bundled in.
  dts: false,
  sourcemap: false,
  clean: true,
  outExtensions: () => ({js: '.js'}),
  outputOptions: {banner: '#!/usr/bin/env node'},
  // dist/fallback/ (the bundled docs) is written after this by scripts/fallback.ts: see package.json.
});

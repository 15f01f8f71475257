// npm run bundle-sizes: prints, as a Markdown table, what the component pages show: the min+gzip
// cost of importing each component alone from @tessera-ui/react (react and react-dom not counted),
// split into Tessera UI's own code and its dependencies. Reads the site build's cache when the
// library and the lockfile are unchanged, else measures (a few seconds).
import path from 'node:path';
import {version as esbuildVersion} from 'esbuild';
import {kB} from '../src/components/BundleSize/format';
import {loadBundleSizes, siteBundleSizeOptions} from '../plugins/remark-site-data/bundleSizes';

const siteDir = path.resolve(__dirname, '..');
const cacheDir = path.join(siteDir, 'node_modules/.cache/tessera-site-data');

async function main() {
  const measurements = Object.entries(
    await loadBundleSizes(siteBundleSizeOptions(siteDir, cacheDir)),
  );
  console.log('| component | total | own | dependencies | by dependency |');
  console.log('| --- | ---: | ---: | ---: | --- |');
  for (const [slug, result] of measurements) {
    if (!('size' in result)) continue;
    const {gzip, own, dependencies} = result.size;
    const groups = dependencies.map((group) => `${group.name} ${kB(group.gzip)}`).join(', ');
    console.log(`| ${slug} | ${kB(gzip)} | ${kB(own)} | ${kB(gzip - own)} | ${groups || '—'} |`);
  }
  console.log(
    `\nmin+gzip (gzip -9, 1 kB = 1000 bytes) of an esbuild ${esbuildVersion} bundle that imports the component's exports from @tessera-ui/react; react and react-dom external.`,
  );
  for (const [slug, result] of measurements) {
    if ('error' in result) {
      console.error(`Could not measure ${slug}: ${result.error}`);
      process.exitCode = 1;
    }
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
});

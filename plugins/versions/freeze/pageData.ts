// Freezes the data pages measure or read at build time: each component's bundle size (esbuild over
// the current library) and the colour tokens (the current token stylesheet). remark-site-data reads
// the file for the version's pages instead of measuring the current library.
import fs from 'node:fs';
import path from 'node:path';
import {parseTokenSets} from '../../../src/components/ColorSwatches/parseTokens';
import {
  bundleSizeFor,
  loadBundleSizes,
  siteBundleSizeOptions,
} from '../../remark-site-data/bundleSizes';
import {pageDataPath, type PageData} from '../pageData';
import type {FreezeHook} from './types';

export const freezePageData: FreezeHook = {
  name: 'page-data',
  summary: 'bundle sizes and colour tokens → versioned_artifacts/version-<label>/page-data.json',
  async run({siteDir, label}) {
    const options = siteBundleSizeOptions(
      siteDir,
      path.join(siteDir, 'node_modules/.cache/tessera-site-data'),
    );
    const slugs = Object.keys(await loadBundleSizes(options)).sort();
    const bundleSizes = Object.fromEntries(
      await Promise.all(
        slugs.map(async (slug) => [slug, await bundleSizeFor(slug, options)] as const),
      ),
    );
    const tokensFile = path.join(siteDir, 'packages/react/src/theme/tokens.css');
    const data: PageData = {
      bundleSizes,
      tokenSets: parseTokenSets(fs.readFileSync(tokensFile, 'utf8')),
    };
    const file = pageDataPath(siteDir, label);
    fs.mkdirSync(path.dirname(file), {recursive: true});
    fs.writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
    return [path.relative(siteDir, file)];
  },
};

// What the twins' renderers read that only a build has: the showcase catalogue's cards and the
// measured bundle sizes (both cached, so reading them again after the build costs little).
import path from 'node:path';
import type {BundleSizeData} from '../../src/components/BundleSize/types';
import {
  bundleSizeFor,
  loadBundleSizes,
  siteBundleSizeOptions,
} from '../remark-site-data/bundleSizes';
import {loadCatalogue} from '../showcase/src/catalogue';
import {DEFAULT_OPTIONS as SHOWCASE} from '../showcase/src/options';
import {toRelatedCardsData} from '../showcase/src/routes';
import type {RelatedCardsData} from '../showcase/src/types';
import type {SiteData} from './renderers';

export async function currentBundleSizes(siteDir: string): Promise<Record<string, BundleSizeData>> {
  const options = siteBundleSizeOptions(
    siteDir,
    path.join(siteDir, 'node_modules/.cache/tessera-site-data'),
  );
  const slugs = Object.keys(await loadBundleSizes(options));
  return Object.fromEntries(
    await Promise.all(
      slugs.map(async (slug) => [slug, await bundleSizeFor(slug, options)] as const),
    ),
  );
}

export async function loadShowcaseCards(siteDir: string): Promise<RelatedCardsData> {
  return toRelatedCardsData(await loadCatalogue(siteDir, SHOWCASE));
}

export async function loadSiteData(siteDir: string, siteUrl: string): Promise<SiteData> {
  return {
    siteDir,
    siteUrl,
    showcase: await loadShowcaseCards(siteDir),
    bundleSizes: await currentBundleSizes(siteDir),
  };
}

// The measured data a cut froze for its pages (written by ./freeze/pageData.ts).
import fs from 'node:fs';
import path from 'node:path';
import type {BundleSizeData} from '../../src/components/BundleSize/types';
import type {TokenSets} from '../../src/components/ColorSwatches/parseTokens';
import {artifactsDir} from './snapshot';

export interface PageData {
  /** Each component entry point's bundle size, as `<BundleSize component="slug" />` shows it. */
  bundleSizes: Record<string, BundleSizeData>;
  /** The token stylesheet's custom properties, as `<ColorSwatches />` shows them. */
  tokenSets: TokenSets;
}

export function pageDataPath(siteDir: string, label: string): string {
  return path.join(artifactsDir(siteDir, label), 'page-data.json');
}

export function readPageData(siteDir: string, label: string): PageData {
  const file = pageDataPath(siteDir, label);
  if (!fs.existsSync(file)) {
    throw new Error(
      `The ${label} docs have no frozen page data at ${path.relative(siteDir, file)}; frozen pages never measure the current library (npm run version:cut writes it).`,
    );
  }
  return JSON.parse(fs.readFileSync(file, 'utf8')) as PageData;
}

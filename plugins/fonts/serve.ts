import {createHash} from 'node:crypto';
import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {parseFontFaces, type ServedFamily} from './faces';
import type {FontMetrics} from './fallback';
import type {FontOption} from './options';

/** A file the client build emits, under the name pages ask for. */
export interface FontAsset {
  name: string;
  content: Buffer;
}

function readMetrics(require: NodeRequire, name: string): FontMetrics {
  try {
    const metrics = require(`@capsizecss/metrics/${name}`) as FontMetrics | {default: FontMetrics};
    return 'default' in metrics ? metrics.default : metrics;
  } catch (error) {
    throw new Error(`@capsizecss/metrics has no metrics named "${name}"`, {cause: error});
  }
}

/**
 * Reads each family's files from its package and names them by content (`assets/fonts/x.<hash>.woff2`),
 * so the server can cache them for ever and a new package version is a new address.
 */
export function serveFamilies(
  siteDir: string,
  baseUrl: string,
  fonts: FontOption[],
): {families: ServedFamily[]; assets: FontAsset[]} {
  const require = createRequire(path.join(siteDir, 'package.json'));
  const assets: FontAsset[] = [];
  const families = fonts.map((font): ServedFamily => {
    try {
      const packageDir = path.dirname(require.resolve(`${font.package}/package.json`));
      const declared = parseFontFaces(fs.readFileSync(path.join(packageDir, font.css), 'utf8'));
      const files = font.subsets.map((subset) => {
        const face = declared.find(({file}) => file.endsWith(`-${subset}-wght-normal.woff2`));
        if (!face) throw new Error(`${font.css} declares no file for the subset "${subset}"`);
        const content = fs.readFileSync(path.join(packageDir, 'files', face.file));
        const hash = createHash('sha256').update(content).digest('hex').slice(0, 10);
        const name = `assets/fonts/${face.file.replace(/\.woff2$/, `.${hash}.woff2`)}`;
        assets.push({name, content});
        return {...face, href: `${baseUrl}${name}`, preload: font.preload.includes(subset)};
      });
      return {
        family: font.family,
        weight: font.weight,
        files,
        metrics: readMetrics(require, font.metrics),
        fallback: {
          family: `${font.family} Fallback`,
          local: font.fallback.local,
          metrics: readMetrics(require, font.fallback.metrics),
        },
        stack: font.stack,
        cssVariables: font.cssVariables,
      };
    } catch (error) {
      throw new Error(`fonts: cannot serve "${font.family}" from ${font.package}`, {cause: error});
    }
  });
  return {families, assets};
}

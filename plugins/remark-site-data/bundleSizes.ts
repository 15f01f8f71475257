// Bundle sizes for `<BundleSize component="slug" />`: every component entry of the library is
// measured once per build (measure.ts) and the result cached on disk under a hash of what decides
// it: the library's sources and package.json, the lockfile (the dependencies' code), esbuild's
// version and the measuring code itself.
import fs from 'node:fs';
import path from 'node:path';
import {version as esbuildVersion} from 'esbuild';
import type {BundleSizeData} from '../../src/components/BundleSize/types';
import {contentKey, listSourceFiles, readCache, sharedMap, writeCache} from './contentCache';
import {measureBundleSizes, resolvePackageDir, type Measurement} from './measure';
import {timed} from '../buildTiming';

const MEASURING_CODE = ['measure.ts', 'apportion.ts', 'packages.ts'].map((file) =>
  path.join(__dirname, file),
);

export interface BundleSizeOptions {
  /** The package measured. */
  packageName: string;
  /** The app that imports the package (resolved from its node_modules). */
  consumerDir: string;
  /** The export condition that points the package's entries at its sources. */
  sourceCondition: string;
  /** The lockfile that pins the package's dependencies. */
  lockfile: string;
  cacheDir: string;
}

/** The site measures the library it documents, resolved as the site itself resolves it. */
export function siteBundleSizeOptions(siteDir: string, cacheDir: string): BundleSizeOptions {
  return {
    packageName: '@tessera-ui/react',
    consumerDir: siteDir,
    sourceCondition: '@tessera-ui/source',
    lockfile: path.join(siteDir, 'package-lock.json'),
    cacheDir,
  };
}

type Measurements = Record<string, Measurement>;

let memo: {key: string; measurements: Promise<Measurements>} | undefined;

/** Measurements started by {@link startBundleSizes}, by content key. */
const early = sharedMap<Promise<Measurements>>('bundle-sizes');

function bundleSizesKey(options: BundleSizeOptions): string {
  const packageDir = resolvePackageDir(options.packageName, options.consumerDir);
  return contentKey(`${esbuildVersion} ${options.packageName} ${options.sourceCondition}`, [
    ...listSourceFiles(packageDir),
    path.join(packageDir, 'package.json'),
    options.lockfile,
    ...MEASURING_CODE,
  ]);
}

const cacheNameOf = (key: string) => `bundle-sizes-${key}.json`;

function measure(options: BundleSizeOptions, key: string): Promise<Measurements> {
  return timed('bundle sizes', () => measureBundleSizes(options)).then((results) => {
    const all = Object.fromEntries(results);
    // A failure may come from the machine (out of memory), not the sources: measure again next time.
    if (Object.values(all).every((result) => 'size' in result)) {
      writeCache(options.cacheDir, cacheNameOf(key), all);
    }
    return all;
  });
}

function fromDiskOrMeasure(options: BundleSizeOptions, key: string): Promise<Measurements> {
  const cached = readCache<Measurements>(options.cacheDir, cacheNameOf(key));
  return cached ? Promise.resolve(cached) : measure(options, key);
}

/** Every component's measurement, keyed by entry slug; from memory, then disk, then esbuild. */
export function loadBundleSizes(options: BundleSizeOptions): Promise<Measurements> {
  const key = bundleSizesKey(options);
  if (memo?.key === key) return memo.measurements;
  const measurements = early.get(key) ?? fromDiskOrMeasure(options, key);
  memo = {key, measurements};
  return measurements;
}

/**
 * Starts measuring when nothing has cached the measurements, for {@link loadBundleSizes} (in any
 * copy of this module) to answer from: esbuild runs in a process of its own, so the seconds it
 * takes overlap the rest of the build.
 */
export function startBundleSizes(options: BundleSizeOptions): void {
  const key = bundleSizesKey(options);
  if (early.has(key) || memo?.key === key) return;
  if (fs.existsSync(path.join(options.cacheDir, cacheNameOf(key)))) return;
  const measurements = measure(options, key);
  // Nobody may be waiting yet: the pages that show a size report a failure.
  measurements.catch(() => undefined);
  early.set(key, measurements);
}

/** What a page shows for one component; throws a sentence naming the component and the cause. */
export async function bundleSizeFor(
  slug: string,
  options: BundleSizeOptions,
): Promise<BundleSizeData> {
  const measurements = await loadBundleSizes(options);
  const result = measurements[slug];
  if (!result) {
    throw new Error(
      `${options.packageName} has no component entry point "./${slug}"; use one of: ${Object.keys(measurements).join(', ')}.`,
    );
  }
  if ('error' in result) {
    throw new Error(
      `Could not measure the bundle size of ${options.packageName}/${slug}: ${result.error}`,
    );
  }
  const {names, gzip, own, dependencies} = result.size;
  return {names, gzip, own, dependencies: dependencies.map(({name, gzip}) => ({name, gzip}))};
}

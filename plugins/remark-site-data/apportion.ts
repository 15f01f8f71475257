// Splits a bundle's min+gzip size between the library's own code and each dependency, from
// esbuild's metafile.
//
// gzip compresses the bundle as one stream whose back-references cross module boundaries, so no
// module has a gzip size of its own, and gzipping groups separately would not add up to the real
// total. Instead the real total is split in proportion to each group's minified bytes in the
// bundle (esbuild's `bytesInOutput`): this assumes every group compresses at the bundle's average
// ratio. The few bytes no module owns (esbuild's import/export glue) are spread the same way.
import path from 'node:path';
import {isReactAriaPackage, packageOf} from './packages';

export interface DependencyShare {
  /** "React Aria" for all of React Aria's packages, else the npm package name. */
  name: string;
  /** The npm packages in this group, by name. */
  packages: string[];
  gzip: number;
}

export interface Apportioned {
  /** min+gzip bytes of the library's own code. */
  own: number;
  /** Library files with code in the bundle, relative to the package folder. */
  ownFiles: string[];
  /** Largest first. */
  dependencies: DependencyShare[];
}

const OWN = '';

/** Whole numbers proportional to `weights` that add up to `total` exactly (largest remainder). */
export function splitProportionally(total: number, weights: number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum === 0) return weights.map(() => 0);
  const exact = weights.map((weight) => (total * weight) / sum);
  const shares = exact.map(Math.floor);
  let left = total - shares.reduce((a, b) => a + b, 0);
  const byRemainder = exact
    .map((value, index) => ({index, remainder: value - Math.floor(value)}))
    .sort((a, b) => b.remainder - a.remainder);
  for (const {index} of byRemainder) {
    if (left-- <= 0) break;
    shares[index]! += 1;
  }
  return shares;
}

/**
 * `inputs` is one output's `inputs` from the metafile; `resolve` turns its keys into absolute
 * paths. Files outside any node_modules folder are the library's own code.
 */
export function apportion(
  inputs: Record<string, {bytesInOutput: number}>,
  gzip: number,
  resolve: (input: string) => string,
  packageDir: string,
): Apportioned {
  const bytes = new Map<string, number>([[OWN, 0]]);
  const packages = new Map<string, Set<string>>();
  const ownFiles: string[] = [];
  for (const [input, {bytesInOutput}] of Object.entries(inputs)) {
    if (bytesInOutput === 0) continue;
    const file = resolve(input);
    const pkg = packageOf(file);
    const group = pkg === undefined ? OWN : isReactAriaPackage(pkg) ? 'React Aria' : pkg;
    bytes.set(group, (bytes.get(group) ?? 0) + bytesInOutput);
    if (pkg === undefined) ownFiles.push(path.relative(packageDir, file).replace(/\\/g, '/'));
    else packages.set(group, (packages.get(group) ?? new Set()).add(pkg));
  }
  const groups = [...bytes.keys()];
  const shares = splitProportionally(gzip, [...bytes.values()]);
  const dependencies = groups
    .map((name, index) => ({
      name,
      packages: [...(packages.get(name) ?? [])].sort(),
      gzip: shares[index]!,
    }))
    .filter(({name}) => name !== OWN)
    .sort((a, b) => b.gzip - a.gzip || a.name.localeCompare(b.name));
  return {own: shares[0]!, ownFiles: ownFiles.sort(), dependencies};
}

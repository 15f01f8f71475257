// Registry items name their dependencies (`spinner`); a site publishes them as URLs, which is how
// the shadcn CLI resolves a dependency outside its own registry. Both forms map back to a name.
import type {RegistryItem} from './schema';

/** The URL of an item: `<base>/<name>.json`, where base is e.g. `https://tessera-ui.dev/r/2.x`. */
export function itemUrl(base: string, name: string): string {
  return `${base.replace(/\/+$/, '')}/${name}.json`;
}

/** The item with its registry dependencies as URLs under `base`. */
export function addressItem(item: RegistryItem, base: string): RegistryItem {
  return {
    ...item,
    registryDependencies: item.registryDependencies.map((name) => itemUrl(base, name)),
  };
}

/** `https://x/r/2.x/spinner.json` or `spinner` → `spinner`. */
export function dependencyName(dependency: string): string {
  return (dependency.split('/').pop() ?? dependency).replace(/\.json$/, '');
}

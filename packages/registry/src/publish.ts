// The files a site serves for its registries: for each version `/r/<version>/index.json` and
// `/r/<version>/<name>.json`, and for the current version the same again at `/r/`, which is what
// `npx tessera-ui add` and `npx shadcn add <site>/r/<name>.json` read by default.
import {addressItem} from './address';
import type {Registry} from './items';
import type {RegistryIndex} from './schema';

export interface PublishedFile {
  /** Relative to the site's output folder: `r/2.x/button.json`. */
  path: string;
  json: unknown;
}

function addressIndex(index: RegistryIndex, base: string, versions: string[]): RegistryIndex {
  return {
    ...index,
    items: index.items.map((item) => ({
      ...item,
      registryDependencies: item.registryDependencies.map((name) => `${base}/${name}.json`),
    })),
    meta: {...index.meta, versions},
  };
}

/**
 * @param registries the current version's registry first, then frozen versions
 * @param baseUrl the site's registry URL, e.g. `https://tessera-ui.dev/r`
 */
export function publishRegistries(registries: Registry[], baseUrl: string): PublishedFile[] {
  const root = baseUrl.replace(/\/+$/, '');
  const versions = registries.map((registry) => registry.index.meta.version);
  const folders = [
    ...registries.map((registry) => ({registry, folder: `r/${registry.index.meta.version}`})),
    {registry: registries[0]!, folder: 'r'},
  ];
  return folders.flatMap(({registry, folder}) => {
    const base = `${root}${folder.slice(1)}`;
    return [
      {path: `${folder}/index.json`, json: addressIndex(registry.index, base, versions)},
      ...registry.items.map((item) => ({
        path: `${folder}/${item.name}.json`,
        json: addressItem(item, base),
      })),
    ];
  });
}

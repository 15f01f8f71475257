// Where the MCP tools read the docs: the portal (its registry under /r/, llms.txt and the Markdown
// twins of its pages) or, when the portal cannot be reached, the copy bundled in this package at
// build time (dist/fallback/, the same files in the same layout).
import fs from 'node:fs';
import path from 'node:path';
import {
  registryIndexSchema,
  registryItemSchema,
  type RegistryIndex,
  type RegistryItem,
} from '@tessera-ui/registry';
import {parseLlmsTxt, type DocPage} from './llms';

export class NotFound extends Error {}

export interface DocsSource {
  /** Set once the portal could not be reached and the bundled copy answers instead. */
  readonly offline: boolean;
  index(): Promise<RegistryIndex>;
  item(name: string, version: string): Promise<RegistryItem>;
  pages(): Promise<DocPage[]>;
  /** A page's Markdown by its path (`/docs/components/tabs.md`). */
  page(pagePath: string): Promise<string>;
  /** The page's address for people, on the portal. */
  url(pagePath: string): string;
}

/** The portal's origin from a registry URL: `https://tessera-ui.dev/r` → `https://tessera-ui.dev`. */
export function portalOrigin(registry: string): string {
  return registry.replace(/\/+$/, '').replace(/\/r$/, '');
}

export function createSource(registry: string, fallbackDir: string | undefined): DocsSource {
  const origin = portalOrigin(registry);
  const base = registry.replace(/\/+$/, '');
  let offline = false;
  const cache = new Map<string, Promise<string>>();

  async function fromPortal(url: string): Promise<string> {
    const response = await fetch(url, {signal: AbortSignal.timeout(15_000)});
    if (response.status === 404) throw new NotFound(url);
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    return response.text();
  }

  function fromBundle(file: string): string {
    const full = fallbackDir && path.join(fallbackDir, file);
    if (!full || !fs.existsSync(full)) throw new NotFound(file);
    return fs.readFileSync(full, 'utf8');
  }

  /** `file` is the path under the portal's root: `r/index.json`, `docs/x.md`, `llms.txt`. */
  function read(file: string, url: string): Promise<string> {
    let pending = cache.get(file);
    if (!pending) {
      pending = (async () => {
        if (!offline) {
          try {
            return await fromPortal(url);
          } catch (error) {
            if (error instanceof NotFound || !fallbackDir) throw error;
            offline = true;
          }
        }
        return fromBundle(file);
      })();
      pending.catch(() => cache.delete(file));
      cache.set(file, pending);
    }
    return pending;
  }

  return {
    get offline() {
      return offline;
    },
    async index() {
      return registryIndexSchema.parse(
        JSON.parse(await read('r/index.json', `${base}/index.json`)),
      );
    },
    async item(name, version) {
      const text = await read(`r/${version}/${name}.json`, `${base}/${version}/${name}.json`);
      return registryItemSchema.parse(JSON.parse(text));
    },
    async pages() {
      return parseLlmsTxt(await read('llms.txt', `${origin}/llms.txt`));
    },
    page(pagePath) {
      return read(pagePath.replace(/^\//, ''), `${origin}${pagePath}`);
    },
    url(pagePath) {
      return `${origin}${pagePath.replace(/\.md$/, '')}`;
    },
  };
}

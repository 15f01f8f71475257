// A registry on loopback for the CLI's tests: the real registry built from packages/react and the
// catalogue (as the site publishes it), served over real HTTP, with a way to change an item's file
// the way a new release would.
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import path from 'node:path';
import {
  buildRegistry,
  publishRegistries,
  readCatalogue,
  readLibrary,
  type Registry,
} from '@tessera-ui/registry';

const root = path.resolve(__dirname, '../../../..');

let built: Registry | undefined;

/** The registry of the repository's library, built once per test file. */
export function repositoryRegistry(): Registry {
  built ??= buildRegistry({
    library: readLibrary(path.join(root, 'packages/react')),
    catalogue: readCatalogue(path.join(root, 'showcase/components.json')),
    version: '2.x',
    homepage: 'https://tessera-ui.dev',
  });
  return built;
}

export interface RegistryServer {
  /** e.g. `http://127.0.0.1:41234/r` */
  url: string;
  /** Replaces one file's content in an item, in every place the item is served. */
  changeFile(item: string, file: string, change: (content: string) => string): void;
  close(): Promise<void>;
}

/**
 * @param pages other files the portal serves to programs (llms.txt, pages' Markdown), by path
 */
export async function startRegistryServer(
  registry = repositoryRegistry(),
  pages: {path: string; text: string}[] = [],
): Promise<RegistryServer> {
  let current: Registry = structuredClone(registry);
  let files = new Map<string, string>();
  const server = http.createServer((request, response) => {
    const body = files.get(request.url ?? '');
    response.writeHead(body ? 200 : 404, {'content-type': 'application/json'});
    response.end(body ?? '{"error":"not found"}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}/r`;
  const publish = () => {
    files = new Map([
      ...pages.map((page): [string, string] => [`/${page.path}`, page.text]),
      ...publishRegistries([current], url).map((file): [string, string] => [
        `/${file.path}`,
        JSON.stringify(file.json),
      ]),
    ]);
  };
  publish();
  return {
    url,
    changeFile(itemName, filePath, change) {
      current = structuredClone(current);
      const file = current.items
        .find((item) => item.name === itemName)
        ?.files.find((entry) => entry.path === filePath);
      if (!file) throw new Error(`No ${filePath} in ${itemName}`);
      file.content = change(file.content);
      publish();
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

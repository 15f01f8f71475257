// The portal's registry as it would be after an upstream change: a loopback server that forwards
// /r/… to the portal and edits one file of one item on the way, like a new release of the site.
import http from 'node:http';
import type {AddressInfo} from 'node:net';

export interface ChangedRegistry {
  url: string;
  close(): Promise<void>;
}

export async function changedRegistry(
  portal: string,
  change: {item: string; file: string; edit: (content: string) => string},
): Promise<ChangedRegistry> {
  const server = http.createServer(async (request, response) => {
    const upstream = await fetch(`${portal}${request.url}`);
    let body = await upstream.text();
    if (upstream.ok && request.url?.endsWith(`/${change.item}.json`)) {
      const item = JSON.parse(body) as {files: {path: string; content: string}[]};
      const file = item.files.find((entry) => entry.path === change.file)!;
      file.content = change.edit(file.content);
      body = JSON.stringify(item);
    }
    response.writeHead(upstream.status, {'content-type': 'application/json'});
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/r`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

// A TCP proxy the test controls, between the API and a real server (PostgreSQL, SMTP). `refuse()`
// closes the listening socket and cuts every open connection — the database "refuses connections"
// without touching the shared server — and `accept()` listens again on the same port. `hang()`
// accepts connections but never forwards a byte (a server that hangs).
import net from 'node:net';

export interface TcpProxy {
  port: number;
  /** Connections currently open from the client side. */
  readonly open: number;
  /** Most connections open at once so far. */
  readonly peak: number;
  refuse(): Promise<void>;
  accept(): Promise<void>;
  hang(): void;
  forward(): void;
  close(): Promise<void>;
}

export async function startTcpProxy(target: {host: string; port: number}): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  const clients = new Set<net.Socket>();
  let mode: 'forward' | 'hang' = 'forward';
  let peak = 0;
  let server: net.Server;
  let port = 0;

  const handle = (client: net.Socket) => {
    sockets.add(client);
    clients.add(client);
    peak = Math.max(peak, clients.size);
    client.on('close', () => {
      sockets.delete(client);
      clients.delete(client);
    });
    client.on('error', () => undefined);
    if (mode === 'hang') return;
    const upstream = net.connect(target.port, target.host);
    sockets.add(upstream);
    upstream.on('close', () => sockets.delete(upstream));
    upstream.on('error', () => client.destroy());
    client.on('error', () => upstream.destroy());
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
    client.pipe(upstream).pipe(client);
  };

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server = net.createServer(handle);
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        port = (server.address() as net.AddressInfo).port;
        resolve();
      });
    });
  await listen();

  const cut = () => {
    for (const socket of sockets) socket.destroy();
    sockets.clear();
  };

  return {
    get port() {
      return port;
    },
    get open() {
      return clients.size;
    },
    get peak() {
      return peak;
    },
    async refuse() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        cut();
      });
    },
    accept: listen,
    hang() {
      mode = 'hang';
    },
    forward() {
      mode = 'forward';
    },
    async close() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        cut();
      });
    },
  };
}

// SIGTERM on the real server process: it stops accepting, lets the request in flight finish (its
// sign-up committed), and exits 0; a shutdown that cannot finish in SHUTDOWN_TIMEOUT_MS exits 1;
// a second SIGTERM exits at once.
import {mkdtempSync, rmSync} from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {SqliteStore} from './store/sqlite';
import {health, sleep, startServer, type ServerProcess} from './testing/server';

/** A sign-up whose body is sent in two parts, so the test decides when it completes. */
function halfSentSignUp(port: number, email: string) {
  const body = JSON.stringify({email, source: 'shutdown'});
  const socket = net.connect(port, '127.0.0.1');
  let response = '';
  socket.on('data', (chunk) => (response += chunk.toString()));
  socket.on('error', () => undefined);
  const ended = new Promise<string>((resolve) => socket.on('close', () => resolve(response)));
  socket.write(
    `POST /api/newsletter HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\nConnection: close\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 10)}`,
  );
  return {
    finish: () => socket.write(body.slice(10)),
    response: ended,
  };
}

describe('graceful shutdown (real server)', () => {
  let dataDir: string;
  let server: ServerProcess;

  beforeEach(() => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'tessera-shutdown-'));
  });
  afterEach(async () => {
    await server?.stop(2000);
    rmSync(dataDir, {recursive: true, force: true});
  });

  it('should finish the request in flight, commit it, refuse new connections and exit 0', async () => {
    server = await startServer({DATA_DIR: dataDir, LOG_LEVEL: 'info'});
    const inFlight = halfSentSignUp(server.port, 'in-flight@shutdown.example');
    await sleep(200);
    const started = Date.now();
    server.child.kill('SIGTERM');
    await sleep(300);
    // Not accepting any more, while the request in flight is still open.
    expect(await health(server.url)).toBe(0);
    expect(server.child.exitCode).toBeNull();
    inFlight.finish();
    const response = await inFlight.response;
    expect(response).toMatch(/^HTTP\/1\.1 200 OK/);
    expect(response).toContain('{"success":true}');
    const {code} = await server.exited;
    console.log(
      `SIGTERM with a request in flight: answered 200, exit code ${code} after ${Date.now() - started} ms`,
    );
    expect(code).toBe(0);
    expect(server.lines.some((line) => line.includes('shut down cleanly'))).toBe(true);
    const store = await SqliteStore.open(dataDir);
    try {
      expect(await store.find('in-flight@shutdown.example', 'newsletter')).toMatchObject({
        status: 'pending',
      });
    } finally {
      await store.close();
    }
  }, 30_000);

  it('should exit 1 when the shutdown cannot finish in SHUTDOWN_TIMEOUT_MS', async () => {
    server = await startServer({DATA_DIR: dataDir, SHUTDOWN_TIMEOUT_MS: '1000'});
    halfSentSignUp(server.port, 'never-finished@shutdown.example');
    await sleep(200);
    const started = Date.now();
    server.child.kill('SIGTERM');
    const {code} = await server.exited;
    const elapsed = Date.now() - started;
    console.log(
      `SIGTERM with a request that never completes: exit code ${code} after ${elapsed} ms`,
    );
    expect(code).toBe(1);
    expect(elapsed).toBeGreaterThanOrEqual(900);
    expect(elapsed).toBeLessThan(4000);
  }, 30_000);

  it('should exit at once on a second SIGTERM', async () => {
    server = await startServer({DATA_DIR: dataDir, SHUTDOWN_TIMEOUT_MS: '20000'});
    halfSentSignUp(server.port, 'stuck@shutdown.example');
    await sleep(200);
    server.child.kill('SIGTERM');
    await sleep(300);
    const started = Date.now();
    server.child.kill('SIGTERM');
    const {code} = await server.exited;
    const elapsed = Date.now() - started;
    console.log(`second SIGTERM: exit code ${code} after ${elapsed} ms`);
    expect(code).toBe(143);
    expect(elapsed).toBeLessThan(1000);
  }, 30_000);
});

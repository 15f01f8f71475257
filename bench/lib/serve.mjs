// Serves a build folder with the portal's own production server (api/server.ts: compression,
// cache headers, 404 page), so the portal and the baseline are measured behind the same server.
import {spawn} from 'node:child_process';
import {mkdtempSync} from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const {port} = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(url, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the server did not answer ${url} within ${timeoutMs / 1000} s`);
}

/** Starts `tsx api/server.ts` for `staticDir` on a free port; resolves to {origin, stop()}. */
export async function serve({root, staticDir}) {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(path.join(root, 'node_modules/.bin/tsx'), ['api/server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      STATIC_DIR: staticDir,
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'tessera-bench-data-')),
      SITE_ORIGINS: origin,
      RATE_LIMIT_MAX: '100000',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitForHealth(`${origin}/api/health`, child, 60_000);
  return {
    origin,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

// A real npm registry on loopback for install tests: Verdaccio serves the packages we publish to it
// and proxies everything else to the registry npm is configured with, so a fresh app installs our
// tarballs and React from one URL, exactly as it would from npmjs.com.
import {execFileSync, spawn, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(__dirname, '../../..');

export interface LocalRegistry {
  /** e.g. `http://127.0.0.1:41234/` */
  url: string;
  /** Publishes a tarball made by `npm run pack:packages`. */
  publish(tarball: string): void;
  /** Points a project at this registry (an `.npmrc`, which npm, pnpm, yarn and bun all read). */
  configure(projectDir: string): void;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const {port} = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function upstreamRegistry(): string {
  return execFileSync('npm', ['config', 'get', 'registry'], {encoding: 'utf8'}).trim();
}

function config(storage: string, upstream: string): string {
  // Our own package names never proxy: a same-named package upstream must not shadow the tarball.
  const ours = ['@tessera-ui/*', 'tessera-ui']
    .map((name) => `  '${name}':\n    access: $all\n    publish: $anonymous\n`)
    .join('');
  return [
    `storage: ${storage}`,
    'auth:',
    '  htpasswd:',
    `    file: ${path.join(storage, 'htpasswd')}`,
    '    max_users: -1',
    'uplinks:',
    '  upstream:',
    `    url: ${upstream}`,
    '    timeout: 120s',
    '    max_fails: 5',
    'packages:',
    ours + "  '**':\n    access: $all\n    proxy: upstream",
    'web:',
    '  enable: false',
    'log: {type: stdout, format: pretty, level: warn}',
    '',
  ].join('\n');
}

async function waitUntilUp(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Verdaccio exited: ${output()}`);
    try {
      const response = await fetch(`${url}-/ping`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`Verdaccio did not answer at ${url} within 60 s: ${output()}`);
}

export async function startRegistry(): Promise<LocalRegistry> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-registry-'));
  const storage = path.join(dir, 'storage');
  fs.mkdirSync(storage);
  const configFile = path.join(dir, 'config.yaml');
  fs.writeFileSync(configFile, config(storage, upstreamRegistry()));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}/`;
  const child = spawn(
    path.join(root, 'node_modules/.bin/verdaccio'),
    ['--config', configFile, '--listen', `127.0.0.1:${port}`],
    {stdio: ['ignore', 'pipe', 'pipe']},
  );
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  await waitUntilUp(url, child, () => output.slice(-2000));
  const authority = url.replace(/^http:/, '');

  return {
    url,
    publish(tarball) {
      execFileSync(
        'npm',
        ['publish', tarball, '--registry', url, `--${authority}:_authToken=local-test-token`],
        {cwd: dir, stdio: 'pipe'},
      );
    },
    configure(projectDir) {
      fs.writeFileSync(
        path.join(projectDir, '.npmrc'),
        `registry=${url}\n${authority}:_authToken=local-test-token\n`,
      );
    },
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      fs.rmSync(dir, {recursive: true, force: true});
    },
  };
}

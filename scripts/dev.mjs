#!/usr/bin/env node
// `npm run dev`: the API (tsx watch, port 3001) and `docusaurus start` (port 3000) together, with
// /api proxied by the dev server (plugins/dev-api-proxy) so the browser sees one origin.
// Ctrl-C stops both.
import {spawn} from 'node:child_process';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const sitePort = process.env.PORT ?? '3000';
const apiPort = process.env.API_PORT ?? '3001';
const siteOrigins = `http://localhost:${sitePort},http://127.0.0.1:${sitePort}`;

const children = [
  spawn(bin('tsx'), ['watch', '--clear-screen=false', 'api/server.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: apiPort,
      HOST: '127.0.0.1',
      SITE_ORIGINS: process.env.SITE_ORIGINS ?? siteOrigins,
      PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${sitePort}`,
    },
  }),
  spawn(bin('docusaurus'), ['start', '--port', sitePort, '--no-open'], {
    cwd: root,
    stdio: 'inherit',
    env: {...process.env, TESSERA_API_PROXY: `http://127.0.0.1:${apiPort}`},
  }),
];

let exiting = false;
function stopAll(code) {
  if (exiting) return;
  exiting = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exitCode = code;
}

for (const child of children) child.on('exit', (code) => stopAll(code ?? 1));
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

// Temporary projects for the CLI's tests, and a way to run the CLI in one and read what it printed.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {PassThrough} from 'node:stream';
import {main} from '../main';

/** The files of a fresh `npm create vite@latest -- --template react-ts` app that the CLI reads. */
export const VITE_APP: Record<string, string> = {
  'package.json': JSON.stringify(
    {
      name: 'app',
      private: true,
      type: 'module',
      dependencies: {react: '^19.2.0', 'react-dom': '^19.2.0'},
      devDependencies: {vite: '^7.0.0', typescript: '~5.9.0', '@vitejs/plugin-react': '^5.0.0'},
    },
    null,
    2,
  ),
  'index.html':
    '<!doctype html>\n<html lang="en">\n  <body>\n    <div id="root"></div>\n    <script type="module" src="/src/main.tsx"></script>\n  </body>\n</html>\n',
  'src/main.tsx':
    "import { StrictMode } from 'react'\nimport { createRoot } from 'react-dom/client'\nimport './index.css'\nimport App from './App.tsx'\n\ncreateRoot(document.getElementById('root')!).render(\n  <StrictMode>\n    <App />\n  </StrictMode>,\n)\n",
  'src/index.css': ':root {\n  font-family: system-ui;\n}\n',
};

export function tempProject(files: Record<string, string> = VITE_APP): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-cli-test-'));
  for (const [file, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
    fs.writeFileSync(path.join(dir, file), content);
  }
  return dir;
}

export function read(dir: string, file: string): string {
  return fs.readFileSync(path.join(dir, file), 'utf8');
}

/**
 * A package manager on PATH that records its arguments and adds the packages to package.json, as
 * the real one would, or fails with the given output. The real ones run in tests/e2e.
 */
export function fakePackageManager(name: string, failWith?: string): string {
  const bin = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-fake-pm-'));
  const script = failWith
    ? `#!/bin/sh\necho 'resolving…'\ncat >&2 <<'OUTPUT'\n${failWith}\nOUTPUT\nexit 1\n`
    : `#!/usr/bin/env node
const fs = require('node:fs');
fs.appendFileSync(${JSON.stringify(path.join(bin, 'calls'))}, process.argv.slice(2).join(' ') + '\\n');
const manifest = JSON.parse(fs.readFileSync('package.json', 'utf8'));
manifest.dependencies = manifest.dependencies || {};
for (const spec of process.argv.slice(3)) {
  const at = spec.lastIndexOf('@');
  const [pkg, range] = at > 0 ? [spec.slice(0, at), spec.slice(at + 1)] : [spec, '^2.0.0'];
  manifest.dependencies[pkg] = range;
}
fs.writeFileSync('package.json', JSON.stringify(manifest, null, 2));
`;
  fs.writeFileSync(path.join(bin, name), script, {mode: 0o755});
  return bin;
}

/** What the fake package manager in `bin` was called with, one call a line. */
export function calls(bin: string): string[] {
  const file = path.join(bin, 'calls');
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8').trim().split('\n') : [];
}

export interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

export async function cli(
  args: string[],
  {cwd, registry, path: binPath}: {cwd: string; registry?: string; path?: string},
): Promise<Run> {
  const stdout = new PassThrough();
  const stderr = new PassThrough();
  let out = '';
  let err = '';
  stdout.on('data', (chunk) => (out += chunk));
  stderr.on('data', (chunk) => (err += chunk));
  const code = await main(args, {
    cwd,
    env: {
      PATH: binPath ? `${binPath}${path.delimiter}${process.env.PATH}` : process.env.PATH,
      HOME: process.env.HOME,
      ...(registry ? {TESSERA_REGISTRY: registry} : {}),
    },
    stdin: new PassThrough(),
    stdout,
    stderr,
    interactive: false,
    version: '2.0.0',
  });
  return {code, stdout: out, stderr: err};
}

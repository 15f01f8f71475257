// Runs a reader's command lines through the shell, word for word, in an environment of their own:
// a temporary home (so package-manager caches and configuration start empty and are deleted with
// it) and none of the npm_* variables `npm test` sets, which would point npm at this repository.
import {spawn, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export interface CommandResult {
  output: string;
  seconds: number;
}

const running = new Set<ChildProcess>();

/** A fresh home under `dir` and PATH with `binDirs` first; nothing inherited that names npm. */
export function readerEnvironment(dir: string, binDirs: string[] = []): NodeJS.ProcessEnv {
  const home = path.join(dir, 'home');
  fs.mkdirSync(home, {recursive: true});
  // A reader's shell: none of the test runner's package-manager settings, NODE_ENV (with
  // `production`, npm installs no devDependencies) or tools of this repository's node_modules.
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(
      ([name]) =>
        !/^(npm|pnpm|yarn|bun|corepack)_/i.test(name) && !['INIT_CWD', 'NODE_ENV'].includes(name),
    ),
  );
  const pathEntries = (process.env.PATH ?? '')
    .split(path.delimiter)
    .filter((entry) => !entry.split(path.sep).includes('node_modules'));
  return {
    ...inherited,
    HOME: home,
    XDG_CACHE_HOME: path.join(home, '.cache'),
    XDG_CONFIG_HOME: path.join(home, '.config'),
    XDG_DATA_HOME: path.join(home, '.local/share'),
    XDG_STATE_HOME: path.join(home, '.local/state'),
    PATH: [...binDirs, ...pathEntries].join(path.delimiter),
  };
}

/** Runs `commandLine` with `sh -c`; rejects with the command's output when it exits non-zero. */
export function runCommand(
  commandLine: string,
  {cwd, env, timeoutMs = 180_000}: {cwd: string; env: NodeJS.ProcessEnv; timeoutMs?: number},
): Promise<CommandResult> {
  const started = Date.now();
  // Its own process group, so a timeout or the suite's teardown stops the whole tree.
  const child = spawn('sh', ['-c', commandLine], {cwd, env, detached: true, stdio: 'pipe'});
  running.add(child);
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const timer = setTimeout(() => stopGroup(child), timeoutMs);
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      running.delete(child);
      const seconds = (Date.now() - started) / 1000;
      if (code === 0) {
        resolve({output, seconds});
        return;
      }
      const why = signal
        ? `was stopped (${signal}) after ${seconds.toFixed(0)} s`
        : `exited ${code}`;
      reject(new Error(`"${commandLine}" in ${cwd} ${why}:\n${output.slice(-4000)}`));
    });
  });
}

function stopGroup(child: ChildProcess): void {
  try {
    process.kill(-child.pid!, 'SIGKILL');
  } catch {
    // Already gone.
  }
}

/** Stops every command still running (a test that timed out leaves its command behind). */
export function stopRunningCommands(): void {
  for (const child of running) stopGroup(child);
  running.clear();
}

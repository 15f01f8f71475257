// Runs a production build and measures its wall time and the peak resident memory of the whole
// process tree (Docusaurus forks workers; the sum over the tree is what the machine must hold).
import {spawn} from 'node:child_process';
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';

const PAGE_SIZE = 4096;

function processTable() {
  const table = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // The command name (field 2) may contain spaces and parentheses; fields follow the last ')'.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const ppid = Number(fields[1]);
      const rssPages = Number(fields[21]);
      table.set(Number(entry), {ppid, rss: rssPages * PAGE_SIZE});
    } catch {
      // The process ended while we looked.
    }
  }
  return table;
}

function treeRss(rootPid) {
  const table = processTable();
  const children = new Map();
  for (const [pid, {ppid}] of table) {
    if (!children.has(ppid)) children.set(ppid, []);
    children.get(ppid).push(pid);
  }
  let total = 0;
  const stack = [rootPid];
  while (stack.length > 0) {
    const pid = stack.pop();
    total += table.get(pid)?.rss ?? 0;
    stack.push(...(children.get(pid) ?? []));
  }
  return total;
}

const LOCKED = '__bench_build_lock_acquired__';

/**
 * Builds `siteDir` into `outDir` with the repository's Docusaurus CLI. Returns seconds, peak tree
 * RSS in bytes, and the exit code; the build's output goes to `onOutput`. With `lockFile`, the
 * build waits for `flock lockFile` first (machines shared by several builders) and the clock
 * starts once the lock is held.
 */
export function timedBuild({root, siteDir, outDir, env = {}, lockFile, onOutput = () => {}}) {
  const cli = path.join(root, 'node_modules/@docusaurus/core/bin/docusaurus.mjs');
  const build = [process.execPath, cli, 'build', siteDir, '--out-dir', outDir];
  const [command, ...args] = lockFile
    ? ['flock', lockFile, 'sh', '-c', `echo ${LOCKED}; exec "$@"`, 'sh', ...build]
    : build;
  return new Promise((resolve) => {
    let started = performance.now();
    const child = spawn(command, args, {
      cwd: siteDir,
      env: {...process.env, NODE_ENV: 'production', ...env},
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.on('data', (chunk) => {
      if (lockFile && chunk.includes(LOCKED)) started = performance.now();
      onOutput(chunk);
    });
    child.stderr.on('data', onOutput);
    let peak = 0;
    const sample = () => {
      peak = Math.max(peak, treeRss(child.pid));
    };
    const timer = setInterval(sample, 200);
    sample();
    child.on('close', (code) => {
      clearInterval(timer);
      resolve({
        seconds: (performance.now() - started) / 1000,
        peakRssBytes: peak,
        exitCode: code,
      });
    });
  });
}

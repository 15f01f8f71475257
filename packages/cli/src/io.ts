// What a command may touch of the outside world, passed in so tests can run commands in-process
// against a temporary project and read exactly what they printed.
import type {Readable, Writable} from 'node:stream';

export interface Io {
  cwd: string;
  env: Record<string, string | undefined>;
  stdin: Readable;
  stdout: Writable;
  stderr: Writable;
  /** Whether prompts and spinners may be shown (both ends are terminals and not in CI). */
  interactive: boolean;
  /** The CLI's own version, from its package.json. */
  version: string;
  /** The docs bundled with the package (dist/fallback/), for the MCP server when offline. */
  fallbackDir?: string;
}

export function processIo(version: string, fallbackDir?: string): Io {
  return {
    cwd: process.cwd(),
    env: process.env,
    stdin: process.stdin,
    stdout: process.stdout,
    stderr: process.stderr,
    interactive: Boolean(process.stdin.isTTY && process.stdout.isTTY && !process.env.CI),
    version,
    fallbackDir,
  };
}

// The real server as a child process (`node --import tsx api/server.ts`, one process, so signals
// and SIGKILL hit the process that holds the database), on a free loopback port.
import {spawn, type ChildProcess} from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

export const ROOT = path.resolve(__dirname, '../..');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const {port} = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  url: string;
  /** stdout and stderr lines so far (pino JSON lines and plain messages). */
  lines: string[];
  exited: Promise<{code: number | null; signal: NodeJS.Signals | null}>;
  /** SIGTERM, then wait for the exit (SIGKILL after `ms`). */
  stop(ms?: number): Promise<{code: number | null; signal: NodeJS.Signals | null}>;
}

export async function startServer(
  env: Record<string, string>,
  options: {port?: number; waitForHealth?: boolean; timeoutMs?: number} = {},
): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  const child = spawn(process.execPath, ['--import', 'tsx', 'api/server.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      SITE_ORIGINS: `http://127.0.0.1:${port}`,
      RATE_LIMIT_MAX: '1000000',
      UNSUBSCRIBE_RATE_LIMIT_MAX: '1000000',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      SMTP_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  for (const stream of [child.stdout!, child.stderr!]) {
    let rest = '';
    stream.on('data', (chunk: Buffer) => {
      const parts = (rest + chunk.toString()).split('\n');
      rest = parts.pop() ?? '';
      lines.push(...parts.filter(Boolean));
    });
  }
  const exited = new Promise<{code: number | null; signal: NodeJS.Signals | null}>((resolve) =>
    child.once('exit', (code, signal) => resolve({code, signal})),
  );
  const url = `http://127.0.0.1:${port}`;
  const server: ServerProcess = {
    child,
    port,
    url,
    lines,
    exited,
    async stop(ms = 15_000) {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), ms);
      const result = await exited;
      clearTimeout(timer);
      return result;
    },
  };
  if (options.waitForHealth === false) return server;
  const deadline = Date.now() + (options.timeoutMs ?? 30_000);
  for (;;) {
    if (child.exitCode !== null) {
      throw new Error(`server exited with ${child.exitCode}: ${lines.slice(-5).join(' | ')}`);
    }
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return server;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not start: ${lines.slice(-5).join(' | ')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export interface SignUpOutcome {
  email: string;
  status: number;
  ms: number;
  body: {success?: boolean; error?: string} | null;
  retryAfter: string | null;
  /** Why the request failed, when status is 0 (e.g. ECONNREFUSED, ECONNRESET). */
  failure?: string;
}

/** A kept-alive connection the server closed (its idle timeout) just as a request went out. */
const STALE_CONNECTION = new Set(['UND_ERR_SOCKET', 'ECONNRESET']);

/**
 * One sign-up over real HTTP; status 0 when the connection failed. A request that met a stale
 * kept-alive connection is sent once more on a new one, as browsers do: a test idle for a few
 * seconds between requests would otherwise see the server's keep-alive timeout, not its answer.
 */
export async function signUp(
  url: string,
  email: string,
  headers: Record<string, string> = {},
): Promise<SignUpOutcome> {
  const outcome = await signUpOnce(url, email, headers);
  if (outcome.status !== 0 || !STALE_CONNECTION.has(outcome.failure ?? '')) return outcome;
  return signUpOnce(url, email, headers);
}

async function signUpOnce(
  url: string,
  email: string,
  headers: Record<string, string>,
): Promise<SignUpOutcome> {
  const started = performance.now();
  try {
    const response = await fetch(`${url}/api/newsletter`, {
      method: 'POST',
      headers: {'content-type': 'application/json', ...headers},
      body: JSON.stringify({email, source: 'fault'}),
    });
    const text = await response.text();
    let body: SignUpOutcome['body'] = null;
    try {
      body = JSON.parse(text) as SignUpOutcome['body'];
    } catch {
      body = null;
    }
    return {
      email,
      status: response.status,
      ms: performance.now() - started,
      body,
      retryAfter: response.headers.get('retry-after'),
    };
  } catch (error) {
    const cause = (error as {cause?: {code?: string; message?: string}}).cause;
    return {
      email,
      status: 0,
      ms: performance.now() - started,
      body: null,
      retryAfter: null,
      failure: cause?.code ?? cause?.message ?? String(error),
    };
  }
}

/**
 * `writers` concurrent loops of sign-ups (fresh addresses) until `until()` resolves; every
 * outcome is kept, so a test can check each answer and that every acknowledged address is stored.
 */
export async function loadUntil(
  url: string,
  prefix: string,
  writers: number,
  until: Promise<unknown>,
): Promise<SignUpOutcome[]> {
  let done = false;
  void until.then(() => (done = true));
  const outcomes: SignUpOutcome[] = [];
  await Promise.all(
    Array.from({length: writers}, async (_, w) => {
      for (let i = 0; !done; i += 1) {
        const outcome = await signUp(url, `${prefix}w${w}n${i}@fault.example`);
        outcomes.push(outcome);
        if (outcome.status !== 200) await new Promise((resolve) => setTimeout(resolve, 20));
      }
    }),
  );
  return outcomes;
}

export function health(url: string): Promise<number> {
  return fetch(`${url}/api/health`).then(
    (response) => response.status,
    () => 0,
  );
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// `npm run bench:api`: autocannon on loopback, 50 connections, against a bare Express handler (the
// ceiling) and the real sign-up endpoint on SQLite (synchronous=FULL, group commit) and on
// PostgreSQL (group commit too, rate-limit counters in the database). Every request signs up a new
// address, so every one is a durable write plus a queued confirmation mail, which the server's
// delivery loop writes to the file outbox meanwhile, as in production without SMTP. The sign-up
// servers log at the production default level (info) to a file.
import {spawn, type ChildProcess} from 'node:child_process';
import path from 'node:path';
import autocannon from 'autocannon';

const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const DATABASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

interface Figures {
  name: string;
  requestsPerSecond: number;
  p99: number;
  errors: number;
  non2xx: number;
}

function startServer(mode: string): Promise<{child: ChildProcess; port: number}> {
  const tsx = path.join(__dirname, '..', 'node_modules', '.bin', 'tsx');
  const child = spawn(tsx, [path.join(__dirname, 'api-server.ts'), mode], {
    env: {...process.env, DATABASE_URL},
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /ready (\d+)/.exec(output);
      if (match) resolve({child, port: Number(match[1])});
    });
    child.on('exit', (code) => reject(new Error(`${mode} server exited with ${code}: ${output}`)));
  });
}

async function measure(name: string, mode: string): Promise<Figures> {
  const {child, port} = await startServer(mode);
  let counter = 0;
  const run = (duration: number) =>
    autocannon({
      url: `http://127.0.0.1:${port}`,
      connections: CONNECTIONS,
      duration,
      requests: [
        {
          method: 'POST',
          path: '/api/newsletter',
          headers: {'content-type': 'application/json', origin: 'http://127.0.0.1:3000'},
          setupRequest: (request) => ({
            ...request,
            body: JSON.stringify({
              email: `reader${process.pid}x${counter++}@bench.example`,
              source: 'bench',
            }),
          }),
        },
      ],
    });
  try {
    await run(2); // warm-up: JIT, connection pool, page cache
    const result = await run(DURATION_S);
    return {
      name,
      requestsPerSecond: result.requests.average,
      p99: result.latency.p99,
      errors: result.errors + result.timeouts,
      non2xx: result.non2xx,
    };
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

async function main() {
  console.log(`autocannon, ${CONNECTIONS} connections, ${DURATION_S} s per target, loopback\n`);
  const results: Figures[] = [];
  results.push(await measure('bare Express handler (ceiling)', 'bare'));
  results.push(await measure('sign-up on SQLite (FULL, group commit)', 'sqlite'));
  try {
    results.push(await measure('sign-up on PostgreSQL (group commit)', 'postgres'));
  } catch (error) {
    console.log(`PostgreSQL skipped: ${(error as Error).message.split('\n')[0]}`);
  }
  const ceiling = results[0]!.requestsPerSecond;
  console.log(
    [
      'target'.padEnd(42),
      'req/s'.padStart(9),
      'p99 ms'.padStart(8),
      'ratio'.padStart(7),
      'non-2xx'.padStart(8),
    ].join(''),
  );
  for (const r of results) {
    console.log(
      [
        r.name.padEnd(42),
        r.requestsPerSecond.toFixed(0).padStart(9),
        String(r.p99).padStart(8),
        `${(r.requestsPerSecond / ceiling).toFixed(2)}×`.padStart(7),
        String(r.non2xx + r.errors).padStart(8),
      ].join(''),
    );
  }
  console.log('');
  for (const r of results.slice(1)) {
    const ok =
      r.requestsPerSecond / ceiling >= 0.35 && r.p99 < 50 && r.non2xx === 0 && r.errors === 0;
    console.log(`${r.name}: target (≥ 0.35× ceiling, p99 < 50 ms): ${ok ? 'met' : 'NOT met'}`);
  }
}

void main();

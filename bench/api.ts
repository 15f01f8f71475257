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
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const DATABASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

const TARGETS = [
  {mode: 'bare', name: 'bare Express handler (ceiling)'},
  {mode: 'sqlite', name: 'sign-up on SQLite (FULL, group commit)'},
  {mode: 'postgres', name: 'sign-up on PostgreSQL (group commit)'},
] as const;

interface Figures {
  mode: string;
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
      mode,
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

/** The median of a non-empty list. */
function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

const cell = (value: string, width: number) => value.padStart(width);

async function main() {
  console.log(
    `autocannon, ${CONNECTIONS} connections, ${DURATION_S} s per target, loopback, ` +
      `${ROUNDS} rounds\n`,
  );
  // Rounds take the targets in turn, so a slow spell of a shared machine (disk, a neighbour's
  // CPU) lands in one round's figures, and each ratio divides by a ceiling measured a minute
  // before it rather than minutes earlier.
  const rounds: Figures[][] = [];
  let postgresSkipped: string | undefined;
  for (let round = 0; round < ROUNDS; round++) {
    const results: Figures[] = [];
    for (const target of TARGETS) {
      if (target.mode === 'postgres' && postgresSkipped) continue;
      try {
        results.push(await measure(target.name, target.mode));
      } catch (error) {
        if (target.mode !== 'postgres') throw error;
        postgresSkipped = (error as Error).message.split('\n')[0];
      }
    }
    rounds.push(results);
    const ceiling = results[0]!.requestsPerSecond;
    console.log(
      `round ${round + 1}: ` +
        results
          .map((r) =>
            r === results[0]
              ? `${r.mode} ${r.requestsPerSecond.toFixed(0)} req/s (p99 ${r.p99})`
              : `${r.mode} ${r.requestsPerSecond.toFixed(0)} req/s (p99 ${r.p99}) ` +
                `${(r.requestsPerSecond / ceiling).toFixed(2)}×`,
          )
          .join(', '),
    );
  }
  if (postgresSkipped) console.log(`PostgreSQL skipped: ${postgresSkipped}`);

  console.log(
    '\n' +
      [
        'target (median of rounds)'.padEnd(42),
        cell('req/s', 9),
        cell('p99 ms', 8),
        cell('worst', 7),
        cell('ratio', 7),
        cell('lowest', 8),
        cell('non-2xx', 8),
      ].join(''),
  );
  const verdicts: string[] = [];
  for (const target of TARGETS) {
    const runs = rounds.flatMap((results) => {
      const r = results.find((x) => x.mode === target.mode);
      return r ? [{r, ratio: r.requestsPerSecond / results[0]!.requestsPerSecond}] : [];
    });
    if (runs.length === 0) continue;
    const ratio = median(runs.map((x) => x.ratio));
    const worstP99 = Math.max(...runs.map((x) => x.r.p99));
    const failures = runs.reduce((sum, x) => sum + x.r.non2xx + x.r.errors, 0);
    console.log(
      [
        target.name.padEnd(42),
        cell(median(runs.map((x) => x.r.requestsPerSecond)).toFixed(0), 9),
        cell(String(median(runs.map((x) => x.r.p99))), 8),
        cell(String(worstP99), 7),
        cell(`${ratio.toFixed(2)}×`, 7),
        cell(`${Math.min(...runs.map((x) => x.ratio)).toFixed(2)}×`, 8),
        cell(String(failures), 8),
      ].join(''),
    );
    if (target.mode === 'bare') continue;
    const ok = ratio >= 0.35 && worstP99 < 50 && failures === 0;
    verdicts.push(
      `${target.name}: target (median ratio ≥ 0.35×, p99 < 50 ms in every round, ` +
        `no failed request): ${ok ? 'met' : 'NOT met'}`,
    );
  }
  console.log('\n' + verdicts.join('\n'));
}

void main();

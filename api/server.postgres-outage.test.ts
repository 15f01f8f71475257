// PostgreSQL dropping every connection, and refusing connections for a few seconds, while
// sign-ups are being sent to the real server process. The process must stay up, answer 503 with
// Retry-After in the outage, report the store down on /api/health, and lose no acknowledged
// sign-up. Only this test's connections are touched: its own schema, its own application_name,
// and for the refusal a TCP proxy it controls in front of the shared server.
import {randomBytes} from 'node:crypto';
import {mkdtempSync, rmSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import {DATABASE_URL, describeWithPostgres, dropSchema, freshSchemaName} from './testing/postgres';
import {
  health,
  loadUntil,
  signUp,
  sleep,
  startServer,
  type ServerProcess,
  type SignUpOutcome,
} from './testing/server';
import {startTcpProxy} from './testing/tcp-proxy';

const WRITERS = 16;

function withParams(url: string, params: Record<string, string>): string {
  const parsed = new URL(url);
  for (const [key, value] of Object.entries(params)) parsed.searchParams.set(key, value);
  return parsed.toString();
}

async function storedEmails(schema: string): Promise<Set<string>> {
  const client = new pg.Client({connectionString: DATABASE_URL});
  await client.connect();
  try {
    const {rows} = await client.query<{email: string}>(
      `SELECT email FROM ${schema}.subscriptions WHERE list = 'newsletter'`,
    );
    return new Set(rows.map((row) => row.email));
  } finally {
    await client.end();
  }
}

/** Every answer is a 200, or a 503 the client can act on; none is lost once acknowledged. */
async function checkOutcomes(outcomes: SignUpOutcome[], schema: string, label: string) {
  const byStatus = new Map<number, number>();
  for (const outcome of outcomes) {
    byStatus.set(outcome.status, (byStatus.get(outcome.status) ?? 0) + 1);
  }
  const deferred = outcomes.filter((outcome) => outcome.status === 503);
  const acknowledged = outcomes.filter((outcome) => outcome.status === 200);
  const stored = await storedEmails(schema);
  const lost = acknowledged.filter((outcome) => !stored.has(outcome.email));
  console.log(
    `${label}: ${outcomes.length} sign-ups, ${acknowledged.length} acknowledged, ${deferred.length} answered 503, statuses ${JSON.stringify(Object.fromEntries(byStatus))}, ${lost.length} acknowledged but lost`,
  );
  expect([...byStatus.keys()].filter((status) => status !== 200 && status !== 503)).toEqual([]);
  expect(deferred.length).toBeGreaterThan(0);
  for (const outcome of deferred) {
    expect(outcome.retryAfter).toMatch(/^\d+$/);
    expect(outcome.body).toEqual({success: false, error: expect.any(String)});
  }
  expect(lost).toEqual([]);
}

describeWithPostgres('PostgreSQL outage under load', () => {
  let schema: string;
  let dataDir: string;
  let server: ServerProcess | undefined;

  beforeEach(() => {
    schema = freshSchemaName('outage');
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'tessera-outage-'));
  });
  afterEach(async () => {
    // A server that died on its own shows why.
    if (server && server.child.exitCode !== null) console.log(server.lines.slice(-20).join('\n'));
    await server?.stop();
    server = undefined;
    rmSync(dataDir, {recursive: true, force: true});
    await dropSchema(schema);
  });

  it('should survive every backend connection being terminated', async () => {
    const appName = `tessera-fault-${randomBytes(4).toString('hex')}`;
    server = await startServer({
      DATABASE_URL: withParams(DATABASE_URL, {application_name: appName}),
      DATABASE_SCHEMA: schema,
      DATA_DIR: dataDir,
    });
    const admin = new pg.Client({connectionString: DATABASE_URL});
    await admin.connect();
    const terminate = async () => {
      const {rows} = await admin.query<{n: string}>(
        'SELECT count(pg_terminate_backend(pid)) AS n FROM pg_stat_activity WHERE application_name = $1',
        [appName],
      );
      return Number(rows[0]?.n ?? 0);
    };
    let terminated = 0;
    try {
      const chaos = (async () => {
        await sleep(800);
        // Five times, so both busy and idle pooled connections are hit. A killed idle connection
        // only leaves the pool (no request notices it); the 503s come from statements in flight
        // at the moment of a kill, and on a loaded machine a single moment can find none.
        for (let round = 0; round < 5; round++) {
          terminated += await terminate();
          await sleep(250);
        }
        await sleep(1000);
      })();
      const outcomes = await loadUntil(server.url, 'term', WRITERS, chaos);
      expect(terminated).toBeGreaterThan(0);
      expect(server.child.exitCode).toBeNull();
      await checkOutcomes(outcomes, schema, `pg_terminate_backend (${terminated} backends)`);
      expect(await health(server.url)).toBe(200);
      expect((await signUp(server.url, 'after-terminate@fault.example')).status).toBe(200);
    } finally {
      await admin.end();
    }
  }, 60_000);

  it('should answer 503 and report the store down while the database refuses connections', async () => {
    const target = new URL(DATABASE_URL);
    const proxy = await startTcpProxy({host: target.hostname, port: Number(target.port || 5432)});
    const viaProxy = new URL(DATABASE_URL);
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(proxy.port);
    let healthDuringOutage = 0;
    try {
      server = await startServer({
        DATABASE_URL: viaProxy.toString(),
        DATABASE_SCHEMA: schema,
        DATA_DIR: dataDir,
      });
      const started = Date.now();
      const outage = (async () => {
        await sleep(800);
        await proxy.refuse();
        await sleep(1000);
        healthDuringOutage = await health(server!.url);
        await sleep(2000);
        await proxy.accept();
        await sleep(1500);
      })();
      const outcomes = await loadUntil(server.url, 'refuse', WRITERS, outage);
      expect(server.child.exitCode).toBeNull();
      expect(healthDuringOutage).toBe(503);
      await checkOutcomes(
        outcomes,
        schema,
        `connections refused for 3 s (${Date.now() - started} ms run)`,
      );
      expect(await health(server.url)).toBe(200);
      expect((await signUp(server.url, 'after-refusal@fault.example')).status).toBe(200);
    } finally {
      await server?.stop();
      server = undefined;
      await proxy.close();
    }
  }, 60_000);
});

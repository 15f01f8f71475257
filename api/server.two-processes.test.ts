// Two API processes behind one PostgreSQL (the scale-out deployment), started at the same moment
// on an empty schema: both come up (migrations queue on the advisory lock), the per-IP rate limit
// and the per-address mail throttle hold across them, every queued mail is delivered exactly once,
// and the retention job runs without the two stepping on each other.
import {mkdtempSync, readdirSync, readFileSync, rmSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import {loadMigrations} from './store/migrations';
import {createPool, migratePostgres} from './store/postgres';
import {DATABASE_URL, describeWithPostgres, dropSchema, freshSchemaName} from './testing/postgres';
import {signUp, sleep, startServer, type ServerProcess} from './testing/server';

function mailsIn(dataDir: string): string[] {
  const dir = path.join(dataDir, 'outbox');
  let files: string[] = [];
  try {
    files = readdirSync(dir).filter((file) => file.endsWith('.eml'));
  } catch {
    return [];
  }
  return files.map((file) =>
    /^To: (.*)$/m.exec(readFileSync(path.join(dir, file), 'utf8'))![1]!.trim(),
  );
}

describeWithPostgres('two API processes on one PostgreSQL', () => {
  const schema = freshSchemaName('scale');
  const dirs = [0, 1].map(() => mkdtempSync(path.join(os.tmpdir(), 'tessera-scale-')));
  let servers: ServerProcess[] = [];

  beforeAll(async () => {
    const env = (dataDir: string) => ({
      DATABASE_URL,
      DATABASE_SCHEMA: schema,
      DATA_DIR: dataDir,
      RATE_LIMIT_MAX: '10',
      RATE_LIMIT_WINDOW_MS: '60000',
      MAIL_POLL_MS: '100',
      PURGE_INTERVAL_MS: '300',
      LOG_LEVEL: 'info',
    });
    servers = await Promise.all(dirs.map((dir) => startServer(env(dir))));
  }, 60_000);

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    for (const dir of dirs) rmSync(dir, {recursive: true, force: true});
    await dropSchema(schema);
  });

  it('should both come up on an empty schema, migrated once', async () => {
    const client = new pg.Client({connectionString: DATABASE_URL});
    await client.connect();
    try {
      const {rows} = await client.query(
        `SELECT version FROM ${schema}.schema_migrations ORDER BY version`,
      );
      expect(rows.map((row: {version: number}) => row.version)).toEqual(
        loadMigrations().map((migration) => migration.version),
      );
    } finally {
      await client.end();
    }
  });

  it('should count the per-IP rate limit across both processes', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 14; i += 1) {
      statuses.push((await signUp(servers[i % 2]!.url, `limit${i}@scale.example`)).status);
    }
    console.log(`two processes, limit 10: statuses ${statuses.join(' ')}`);
    expect(statuses.filter((status) => status === 200)).toHaveLength(10);
    expect(statuses.slice(10)).toEqual([429, 429, 429, 429]);
  });

  it('should mail each address once, whichever process took the sign-up and delivered', async () => {
    const deadline = Date.now() + 15_000;
    let mails: string[] = [];
    while (Date.now() < deadline) {
      mails = dirs.flatMap(mailsIn);
      if (mails.length >= 10) break;
      await sleep(100);
    }
    await sleep(1000);
    mails = dirs.flatMap(mailsIn);
    const perProcess = dirs.map((dir) => mailsIn(dir).length);
    console.log(
      `two processes: ${mails.length} mails for 10 sign-ups, delivered ${perProcess.join(' + ')}`,
    );
    const accepted = Array.from({length: 10}, (_, i) => `limit${i}@scale.example`);
    expect(mails.sort()).toEqual(accepted.sort());
  });

  it('should throttle one address across both processes', async () => {
    // The previous test used up this client's IP budget; clear it so only the throttle acts.
    const client = new pg.Client({connectionString: DATABASE_URL});
    await client.connect();
    await client.query(`DELETE FROM ${schema}.rate_limits`);
    await client.end();
    const before = dirs.flatMap(mailsIn).length;
    for (let i = 0; i < 6; i += 1) {
      const outcome = await signUp(servers[i % 2]!.url, 'twice@scale.example');
      expect({status: outcome.status, failure: outcome.failure}).toEqual({
        status: 200,
        failure: undefined,
      });
    }
    await sleep(1500);
    const mails = dirs.flatMap(mailsIn);
    expect(mails.length - before).toBe(1);
    expect(mails.filter((to) => to === 'twice@scale.example')).toHaveLength(1);
  });

  it('should run the retention job without errors in either process', () => {
    const lines = servers.flatMap((server) => server.lines);
    const purges = lines.filter((line) => line.includes('retention purge done'));
    console.log(`two processes: ${purges.length} retention runs in total`);
    expect(lines.filter((line) => line.includes('retention purge failed'))).toEqual([]);
    expect(lines.filter((line) => /"level":(50|60)/.test(line))).toEqual([]);
    expect(purges.length).toBeGreaterThan(0);
  });
});

describeWithPostgres('migrations', () => {
  it('should bring up eight migrators started at once on an empty schema', async () => {
    const schema = freshSchemaName('race');
    const pools = Array.from({length: 8}, () => createPool(DATABASE_URL, {schema, poolSize: 1}));
    try {
      // Connected first, so the eight really start together (without the lock taken first, two
      // CREATE SCHEMA IF NOT EXISTS then collide on pg_namespace's unique index).
      await Promise.all(pools.map((pool) => pool.query('SELECT 1')));
      const results = await Promise.allSettled(pools.map((pool) => migratePostgres(pool, schema)));
      const failures = results.filter((result) => result.status === 'rejected');
      expect(failures).toEqual([]);
      const applied = results.map((result) =>
        result.status === 'fulfilled' ? result.value.applied.length : -1,
      );
      expect(applied.sort()).toEqual([0, 0, 0, 0, 0, 0, 0, loadMigrations().length]);
    } finally {
      await Promise.all(pools.map((pool) => pool.end()));
      await dropSchema(schema);
    }
  }, 30_000);

  it('should give up after its statement_timeout instead of waiting forever for the lock', async () => {
    const schema = freshSchemaName('locked');
    const holder = new pg.Client({connectionString: DATABASE_URL});
    await holder.connect();
    const pool = createPool(DATABASE_URL, {schema, poolSize: 1});
    try {
      // Another process in the middle of migrating: it holds the migration lock.
      await holder.query('BEGIN');
      await holder.query('SELECT pg_advisory_xact_lock(47112026)');
      const started = Date.now();
      await expect(migratePostgres(pool, schema, undefined, 500)).rejects.toThrow(
        /Migrations gave up after 500 ms/,
      );
      expect(Date.now() - started).toBeLessThan(5000);
    } finally {
      await holder.query('ROLLBACK');
      await holder.end();
      await pool.end();
      await dropSchema(schema);
    }
  }, 30_000);
});

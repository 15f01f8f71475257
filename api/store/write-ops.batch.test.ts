// A batch of sign-ups runs as set-based statements: a few statements per batch instead of three
// per sign-up (each one a round trip on PostgreSQL), with the same rules as one sign-up at a time.
// Run on both databases, through a Tx that counts the statements it is given.
import {mkdtempSync, rmSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {Database as Db} from 'better-sqlite3';
import pg from 'pg';
import {DATABASE_URL, describeWithPostgres, dropSchema, freshSchemaName} from '../testing/postgres';
import {signUpInput} from '../testing/seed';
import {createPool, migratePostgres, pgRoundTx, pgTx} from './postgres';
import {bind} from './sqlite-db';
import {migrateSqlite, openSqliteDatabase} from './sqlite';
import type {ListName} from './types';
import {signUps, type Tx} from './write-ops';

const THREE_PER_CHUNK = {count: 9, how: '9 statements (chunks of 64, 32 and 4 rows)'};

interface Counted {
  tx: Tx;
  statements: () => number;
  count: (table: string) => Promise<number>;
}

function batchSuite(
  open: () => Promise<{db: Counted; cleanup: () => Promise<void>}>,
  statementsFor100: {count: number; how: string},
) {
  let db: Counted;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    ({db, cleanup} = await open());
  });
  afterAll(() => cleanup());

  it(`should store 100 sign-ups with ${statementsFor100.how}, not 300`, async () => {
    const before = db.statements();
    const inputs = Array.from({length: 100}, (_, i) => signUpInput(`many${i}@example.com`));
    const results = await signUps(db.tx, inputs);
    expect(db.statements() - before).toBe(statementsFor100.count);
    expect(results).toHaveLength(100);
    expect(results.every((result) => result.status === 'pending' && result.mailQueued)).toBe(true);
    expect(new Set(results.map((result) => result.subscriptionId)).size).toBe(100);
    expect(await db.count('subscriptions')).toBe(100);
    expect(await db.count('consent_events')).toBe(100);
    expect(await db.count('outbox')).toBe(100);
  });

  it('should answer in input order and keep the per-address limits when one address repeats in a batch', async () => {
    const throttle = {intervalMs: 10 * 60_000, perDay: 2};
    const input = (email: string, list: ListName) => signUpInput(email, {list, throttle});
    const results = await signUps(db.tx, [
      input('repeat@example.com', 'newsletter'),
      input('other@example.com', 'newsletter'),
      input('repeat@example.com', 'newsletter'),
      input('repeat@example.com', 'changelog'),
      input('repeat@example.com', 'changelog'),
    ]);
    // One mail per (address, list) per interval, and the daily cap counts every list: the
    // repeats must see the mail queued by the first sign-up of the same batch.
    expect(results.map((result) => result.mailQueued)).toEqual([true, true, false, true, false]);
    expect(results[2]!.subscriptionId).toBe(results[0]!.subscriptionId);
    expect(results[4]!.subscriptionId).toBe(results[3]!.subscriptionId);
    expect(results[3]!.subscriptionId).not.toBe(results[0]!.subscriptionId);

    const capped = await signUps(db.tx, [
      signUpInput('cap@example.com', {list: 'newsletter', throttle: {...throttle, perDay: 1}}),
      signUpInput('cap@example.com', {list: 'changelog', throttle: {...throttle, perDay: 1}}),
    ]);
    expect(capped.map((result) => result.mailQueued)).toEqual([true, false]);
  });
}

describe('set-based sign-ups on SQLite', () => {
  batchSuite(async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'tessera-batch-'));
    const sqlite: Db = openSqliteDatabase(dir);
    await migrateSqlite(sqlite);
    let statements = 0;
    const tx: Tx = {
      row: async (text, params) => (statements++, sqlite.prepare(text).get(bind(params)) as never),
      rows: async (text, params) => (statements++, sqlite.prepare(text).all(bind(params)) as never),
      run: async (text, params) => (statements++, sqlite.prepare(text).run(bind(params)).changes),
    };
    return {
      db: {
        tx,
        statements: () => statements,
        count: async (table) =>
          (sqlite.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as {n: number}).n,
      },
      cleanup: async () => {
        sqlite.close();
        rmSync(dir, {recursive: true, force: true});
      },
    };
  }, THREE_PER_CHUNK);
});

async function openPostgres(name: string, tx: (query: Query) => Tx) {
  const schema = freshSchemaName(name);
  const pool: pg.Pool = createPool(DATABASE_URL, {schema, poolSize: 1});
  await migratePostgres(pool, schema);
  let statements = 0;
  const query: Query = (config) => {
    statements++;
    return pool.query(config);
  };
  return {
    db: {
      tx: tx(query),
      statements: () => statements,
      count: async (table: string) =>
        Number((await pool.query(`SELECT COUNT(*) AS n FROM ${table}`)).rows[0].n),
    },
    cleanup: async () => {
      await pool.end();
      await dropSchema(schema);
    },
  };
}

type Query = (config: pg.QueryConfig) => Promise<pg.QueryResult>;

describeWithPostgres('set-based sign-ups on PostgreSQL, three statements per chunk', () => {
  batchSuite(() => openPostgres('batch', pgTx), THREE_PER_CHUNK);
});

describeWithPostgres('set-based sign-ups on PostgreSQL, one statement per round', () => {
  batchSuite(() => openPostgres('round', pgRoundTx), {count: 1, how: 'one statement'});
});

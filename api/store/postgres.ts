// Scale-out store: PostgreSQL through a `pg` pool, running the same typed write ops (write-ops.ts)
// as SQLite. Writes are group-committed like SQLite's: the WriteQueue hands each batch to one
// pooled connection as ONE transaction, so a burst of sign-ups costs a few commits, not one each.
// Lost connections never take the process down (the pool's `error` event is handled): they fail
// the batch with StoreUnavailableError (503 + Retry-After), and the pool reconnects on next use.
import {createHash} from 'node:crypto';
import pg from 'pg';
import {StoreUnavailableError, asStoreError, isUnavailable} from './errors';
import {CREATE_MIGRATIONS_TABLE, loadMigrations, migrate, type MigrationDb} from './migrations';
import {PgCounters} from './pg-counters';
import {collect, keysetPages, toConsentEvent, toOutboxRow, toSubscriber} from './rows';
import {sql, type ConsentRow, type OutboxDbRow, type SubscriberRow} from './sql';
import type {WriterEvents} from './sqlite-thread';
import type {ListFilter, ListName, SignUpInput, Subscriber, SubscriberStore} from './types';
import {pgClaimMail} from './pg-claims';
import {pgSignUpRound} from './pg-signups';
import {
  groupWrites,
  isOneStatement,
  rounds,
  runGroup,
  runOp,
  signUps,
  partitionSignUps,
  type Tx,
  type WriteItem,
} from './write-ops';
import {withQueuedWrites} from './queued-writes';
import {WriteQueue, type BatchRunner, type ItemResult} from './write-queue';

// Any constant works; it only has to be the same in every process running migrations.
const MIGRATION_LOCK = 4_711_2026;
const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

export interface PostgresOptions {
  /** Use (and create) this schema instead of `public` — tests get a fresh one per run. */
  schema?: string;
  poolSize?: number;
  /** Batches committing at once; the rest of the pool serves reads. */
  writers?: number;
  maxQueue?: number;
  /** Migrations give up (and the process stops) after this long, e.g. waiting for a lock. */
  migrationTimeoutMs?: number;
  events?: WriterEvents;
}

export function createPool(
  url: string,
  options: PostgresOptions & {settings?: Record<string, string>} = {},
): pg.Pool {
  if (options.schema && !SCHEMA_NAME.test(options.schema)) {
    throw new Error(`Invalid schema name "${options.schema}".`);
  }
  const settings = {
    ...(options.schema ? {search_path: options.schema} : {}),
    ...options.settings,
  };
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? 12,
    connectionTimeoutMillis: 5000,
    // Unset in DATABASE_URL, name our connections so operators (and tests) can tell them apart.
    application_name: new URL(url).searchParams.get('application_name') ?? 'tessera-api',
    options:
      Object.entries(settings)
        .map(([key, value]) => `-c ${key}=${value}`)
        .join(' ') || undefined,
  });
  // An idle client whose connection dies emits `error` on the pool; unhandled, it would end the
  // process. The pool has already discarded that client; the next query opens a new one.
  pool.on('error', (error) => {
    options.events?.warn({err: error}, 'PostgreSQL connection lost (idle client)');
  });
  // The same for a client checked out between two statements: its query fails on its own, and
  // the `error` event must not end the process either.
  pool.on('connect', (client) => {
    client.on('error', () => undefined);
  });
  return pool;
}

/** Named (prepared) statements: each SQL text is parsed and planned once per connection. */
const statementNames = new Map<string, string>();
function named(text: string, values: unknown[]): pg.QueryConfig {
  let name = statementNames.get(text);
  if (!name) {
    name = `t_${createHash('sha1').update(text).digest('hex').slice(0, 16)}`;
    statementNames.set(text, name);
  }
  return {name, text, values};
}

type Query = (config: pg.QueryConfig) => Promise<pg.QueryResult>;

/** A Tx over one connection (or, in tests, any query function). */
export function pgTx(query: Query): Tx {
  const rows = async <T>(text: string, params: unknown[]) =>
    (await query(named(text, params))).rows as T[];
  return {
    row: async <T>(text: string, params: unknown[]) => (await rows<T>(text, params))[0],
    rows,
    run: async (text, params) => (await query(named(text, params))).rowCount ?? 0,
    claimMail: pgClaimMail(rows),
  };
}

/**
 * A Tx that stores a round of sign-ups as one statement (pg-signups.ts). Only on REPEATABLE READ
 * connections: see `PgBatchRunner.oneStatement`.
 */
export function pgRoundTx(query: Query): Tx {
  const tx = pgTx(query);
  return {...tx, signUpRound: pgSignUpRound(tx.rows)};
}

const SERIALIZATION_FAILURE = '40001';
const ROUND_ATTEMPTS = 3;

/**
 * Runs a batch on one connection in one transaction — consecutive sign-ups as set-based
 * statements, a few round trips per batch — and when a write fails, reruns each write alone.
 * The usual batch, sign-ups of distinct addresses, is a single statement instead: it commits on
 * its own, so it needs no BEGIN and COMMIT round trips either (see `oneStatement`).
 */
class PgBatchRunner implements BatchRunner {
  constructor(
    private readonly pool: pg.Pool,
    /** Connections whose transactions are REPEATABLE READ, for `oneStatement`. */
    private readonly roundPool: pg.Pool,
  ) {}

  async execute(items: WriteItem[]): Promise<ItemResult[]> {
    const {signUps: joining, others} = partitionSignUps(items);
    const inputs = joining.map((entry) => entry.input);
    if (inputs.length === 0 || rounds(inputs).length > 1) return this.inTransaction(items);
    if (others.length === 0) return this.storeSignUps(inputs);
    // The other writes (mail delivery's claims and settlements, confirmations) are independent
    // requests that arrived in the same turn: they run beside the statement as a batch of their
    // own, as if they had come a moment later, instead of sending every sign-up the slow way.
    const halves = await Promise.allSettled([
      this.storeSignUps(inputs),
      this.inTransaction(others.map((entry) => entry.item)),
    ]);
    const results: ItemResult[] = new Array(items.length);
    [joining, others].forEach((entries, half) => {
      const settled = halves[half]!;
      entries.forEach((entry, i) => {
        results[entry.index] =
          settled.status === 'fulfilled' ? settled.value[i]! : {ok: false, error: settled.reason};
      });
    });
    return results;
  }

  /** One statement where it can be (see below), else one statement at a time. */
  private async storeSignUps(inputs: SignUpInput[]): Promise<ItemResult[]> {
    return (
      (await this.oneStatement(inputs)) ??
      this.inTransaction(inputs.map((args) => ({op: 'signUp', args})))
    );
  }

  /**
   * Sign-ups of distinct addresses as ONE statement. The statement reads the outbox (the mail
   * throttle) as it was when the statement started; under READ COMMITTED, another batch with the
   * same address committing meanwhile would go unseen, and both would queue a mail. Under
   * REPEATABLE READ, that batch's subscription row conflicts instead (a serialization failure),
   * and the statement runs again on a snapshot that sees it. Null: not stored; the batch goes
   * the usual way (one statement at a time, READ COMMITTED).
   */
  private oneStatement(inputs: SignUpInput[]): Promise<ItemResult[] | null> {
    return onConnection(this.roundPool, async (client) => {
      const tx = pgRoundTx((config) => client.query(config));
      for (let attempt = 1; attempt <= ROUND_ATTEMPTS; attempt++) {
        try {
          return (await signUps(tx, inputs)).map((value) => ({ok: true, value}));
        } catch (error) {
          if (isUnavailable(error)) throw error;
          if ((error as {code?: string}).code !== SERIALIZATION_FAILURE) return null;
        }
      }
      return null;
    });
  }

  /** A write that is one statement (delivery's claim and settlement): it commits on its own. */
  private alone(item: WriteItem): Promise<ItemResult[]> {
    return onConnection(this.pool, async (client) => {
      const tx = pgTx((config) => client.query(config));
      try {
        return [{ok: true, value: await runOp(tx, item)}];
      } catch (error) {
        if (isUnavailable(error)) throw error;
        return [{ok: false, error}];
      }
    });
  }

  private inTransaction(items: WriteItem[]): Promise<ItemResult[]> {
    if (items.length === 1 && isOneStatement(items[0]!)) return this.alone(items[0]!);
    return onConnection(this.pool, async (client) => {
      const tx = pgTx((config) => client.query(config));
      try {
        await client.query('BEGIN');
        const results: ItemResult[] = [];
        for (const group of groupWrites(items)) {
          for (const value of await runGroup(tx, group)) results.push({ok: true, value});
        }
        await client.query('COMMIT');
        return results;
      } catch (error) {
        if (isUnavailable(error)) throw error;
        await client.query('ROLLBACK');
      }
      // One write broke a constraint: run each alone so only that one fails. Rare (two racing
      // writers), so a transaction per write is fine here.
      const results: ItemResult[] = [];
      for (const item of items) {
        try {
          await client.query('BEGIN');
          results.push({ok: true, value: await runOp(tx, item)});
          await client.query('COMMIT');
        } catch (error) {
          if (isUnavailable(error)) throw error;
          await client.query('ROLLBACK');
          results.push({ok: false, error});
        }
      }
      return results;
    });
  }
}

/**
 * Runs `work` on a connection of `pool`. A connection that failed (database unreachable,
 * connection cut) is destroyed, not returned to the pool, and its error reaches the caller as
 * StoreUnavailableError (503 + Retry-After).
 */
async function onConnection<T>(
  pool: pg.Pool,
  work: (client: pg.PoolClient) => Promise<T>,
): Promise<T> {
  let client: pg.PoolClient;
  try {
    client = await pool.connect();
  } catch (error) {
    throw asStoreError(error);
  }
  let broken: Error | undefined;
  try {
    return await work(client);
  } catch (error) {
    if (error instanceof Error && isUnavailable(error)) broken = error;
    throw asStoreError(error);
  } finally {
    client.release(broken);
  }
}

/**
 * Applies migrations under the advisory lock, taken before anything else — schema creation
 * included — so servers starting together against an empty database queue up instead of racing.
 * `statement_timeout` bounds every step, the lock wait included.
 */
export async function migratePostgres(
  pool: pg.Pool,
  schema?: string,
  target?: number,
  timeoutMs = 30_000,
) {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query(`SET LOCAL statement_timeout = ${Math.max(1, Math.round(timeoutMs))}`);
    await client.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    if (schema) await client.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
    await client.query(CREATE_MIGRATIONS_TABLE);
    const db: MigrationDb = {
      exec: async (text) => void (await client.query(text)),
      appliedVersions: async () =>
        (await client.query<{version: number}>('SELECT version FROM schema_migrations')).rows.map(
          (row) => row.version,
        ),
      record: async (migration, appliedAt) =>
        void (await client.query(
          'INSERT INTO schema_migrations (version, name, applied_at) VALUES ($1, $2, $3)',
          [migration.version, migration.name, appliedAt],
        )),
      forget: async (version) =>
        void (await client.query('DELETE FROM schema_migrations WHERE version = $1', [version])),
    };
    const report = await migrate(db, loadMigrations(), target);
    await client.query('COMMIT');
    return report;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    if ((error as {code?: string}).code === '57014') {
      throw new Error(
        `Migrations gave up after ${timeoutMs} ms (another process holding the migration lock, or a slow statement).`,
        {cause: error},
      );
    }
    throw error;
  } finally {
    client.release();
  }
}

/** The read side, shared by the server's store and the CLI's read-only view. */
export class PostgresReader {
  constructor(readonly pool: pg.Pool) {}

  protected async query<T extends pg.QueryResultRow>(text: string, values: unknown[]) {
    try {
      return (await this.pool.query<T>(named(text, values))).rows;
    } catch (error) {
      throw asStoreError(error);
    }
  }

  async find(email: string, list: ListName) {
    const [row] = await this.query<SubscriberRow>(sql.findSubscriber, [email, list]);
    return row && toSubscriber(row);
  }

  async consentEvents(subscriptionId: string) {
    return (await this.query<ConsentRow>(sql.consentEvents, [subscriptionId])).map(toConsentEvent);
  }

  async outbox(subscriptionId: string) {
    return (await this.query<OutboxDbRow>(sql.outboxOf, [subscriptionId])).map(toOutboxRow);
  }

  async count(filter: ListFilter) {
    const [row] = filter.status
      ? await this.query<{n: string}>(sql.countByStatus, [filter.list, filter.status])
      : await this.query<{n: string}>(sql.countAll, [filter.list]);
    return Number(row?.n ?? 0);
  }

  iterate(filter: ListFilter, pageSize = 1000): AsyncIterable<Subscriber> {
    return keysetPages(filter, pageSize, (params) =>
      this.query<SubscriberRow>(sql.listPage, params),
    );
  }

  list(filter: ListFilter) {
    return collect(this.iterate(filter));
  }

  /** 0 when nothing was ever migrated. */
  async schemaVersion(): Promise<number> {
    try {
      const [row] = await this.query<{v: number | null}>(
        'SELECT MAX(version) AS v FROM schema_migrations',
        [],
      );
      return Number(row?.v ?? 0);
    } catch (error) {
      if ((error as {code?: string}).code === '42P01') return 0;
      throw error;
    }
  }

  async close() {
    await this.pool.end();
  }
}

export class PostgresStore extends withQueuedWrites(PostgresReader) implements SubscriberStore {
  readonly kind = 'postgres' as const;

  private constructor(
    pool: pg.Pool,
    readonly queue: WriteQueue,
    readonly counters: PgCounters,
    private readonly roundPool: pg.Pool,
  ) {
    super(pool);
  }

  static async open(url: string, options: PostgresOptions = {}): Promise<PostgresStore> {
    const pool = createPool(url, options);
    // Counters are re-derivable and short-lived: their commits need not wait for a WAL flush.
    const counterPool = createPool(url, {
      ...options,
      poolSize: 2,
      settings: {synchronous_commit: 'off'},
    });
    try {
      await migratePostgres(pool, options.schema, undefined, options.migrationTimeoutMs);
    } catch (error) {
      await Promise.all([pool.end(), counterPool.end()]);
      throw error;
    }
    const writers = options.writers ?? 8;
    const roundPool = createPool(url, {
      ...options,
      poolSize: writers,
      settings: {default_transaction_isolation: 'repeatable\\ read'},
    });
    const queue = new WriteQueue(new PgBatchRunner(pool, roundPool), {
      maxQueue: options.maxQueue ?? 5000,
      concurrency: writers,
    });
    return new PostgresStore(pool, queue, new PgCounters(counterPool), roundPool);
  }

  async health() {
    try {
      await this.query('SELECT 1', []);
      return {ok: true};
    } catch (error) {
      return {ok: false, detail: error instanceof StoreUnavailableError ? 'unreachable' : 'error'};
    }
  }

  override async close() {
    await this.queue.close();
    await Promise.all([super.close(), this.counters.close(), this.roundPool.end()]);
  }
}

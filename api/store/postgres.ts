// Scale-out store: PostgreSQL through a `pg` pool, same SQL and migrations as SQLite. Each write is
// one transaction; PostgreSQL itself groups concurrent commits into one WAL flush.
import {randomUUID} from 'node:crypto';
import pg from 'pg';
import {CREATE_MIGRATIONS_TABLE, loadMigrations, migrate, type MigrationDb} from './migrations';
import {toConsentEvent, toSubscriber} from './rows';
import {sql, type ConsentRow, type SubscriberRow} from './sql';
import type {
  ConfirmOutcome,
  ConsentContext,
  ListFilter,
  ListName,
  SignUpInput,
  SignUpResult,
  SubscriberStore,
  SubscriptionStatus,
  UnsubscribeOutcome,
} from './types';

// Any constant works; it only has to be the same in every process running migrations.
const MIGRATION_LOCK = 4_711_2026;

export interface PostgresOptions {
  /** Use (and create) this schema instead of `public` — tests get a fresh one per run. */
  schema?: string;
  poolSize?: number;
}

export function createPool(url: string, options: PostgresOptions = {}): pg.Pool {
  if (options.schema && !/^[a-z_][a-z0-9_]{0,62}$/.test(options.schema)) {
    throw new Error(`Invalid schema name "${options.schema}".`);
  }
  return new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? 10,
    connectionTimeoutMillis: 5000,
    options: options.schema ? `-c search_path=${options.schema}` : undefined,
  });
}

type Queryable = Pick<pg.PoolClient, 'query'>;

async function inTransaction<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>) {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const result = await work(client);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

export async function migratePostgres(pool: pg.Pool, schema?: string, target?: number) {
  if (schema) await pool.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
  return inTransaction(pool, async (client) => {
    await client.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
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
    return migrate(db, loadMigrations(), target);
  });
}

export class PostgresStore implements SubscriberStore {
  readonly kind = 'postgres' as const;

  private constructor(readonly pool: pg.Pool) {}

  static async open(url: string, options: PostgresOptions = {}): Promise<PostgresStore> {
    const pool = createPool(url, options);
    try {
      await migratePostgres(pool, options.schema);
    } catch (error) {
      await pool.end();
      throw error;
    }
    return new PostgresStore(pool);
  }

  signUp(input: SignUpInput): Promise<SignUpResult> {
    return inTransaction(this.pool, async (client) => {
      const now = input.now.toISOString();
      const {rows} = await client.query<{id: string; status: SubscriptionStatus}>(
        sql.upsertSubscription,
        [randomUUID(), input.email, input.list, input.source, now],
      );
      const row = rows[0]!;
      await client.query(sql.insertConsent, [
        randomUUID(),
        row.id,
        'signup',
        now,
        input.source,
        input.consent.ip,
        input.consent.userAgent,
        input.consent.consentVersion,
      ]);
      const needsConfirmation = row.status === 'pending';
      if (needsConfirmation) {
        const confirmUntil = input.confirmExpiresAt.toISOString();
        const unsubscribeUntil = input.unsubscribeExpiresAt.toISOString();
        await client.query(sql.insertToken, [
          input.confirmTokenHash,
          row.id,
          'confirm',
          now,
          confirmUntil,
        ]);
        await client.query(sql.insertToken, [
          input.unsubscribeTokenHash,
          row.id,
          'unsubscribe',
          now,
          unsubscribeUntil,
        ]);
      }
      return {subscriptionId: row.id, status: row.status, needsConfirmation};
    });
  }

  confirm(tokenHash: string, now: Date, consent: ConsentContext): Promise<ConfirmOutcome> {
    return inTransaction(this.pool, async (client) => {
      const at = now.toISOString();
      const token = await client.query<{subscription_id: string}>(sql.useConfirmToken, [
        tokenHash,
        at,
      ]);
      const id = token.rows[0]?.subscription_id;
      if (!id) return 'invalid';
      const updated = await client.query(sql.confirmSubscription, [id, at]);
      if (updated.rowCount === 0) return 'invalid';
      await recordConsent(client, id, 'confirm', at, consent);
      return 'confirmed';
    });
  }

  unsubscribe(tokenHash: string, now: Date, consent: ConsentContext): Promise<UnsubscribeOutcome> {
    return inTransaction(this.pool, async (client) => {
      const at = now.toISOString();
      const token = await client.query<{subscription_id: string}>(sql.findUnsubscribeToken, [
        tokenHash,
        at,
      ]);
      const id = token.rows[0]?.subscription_id;
      if (!id) return 'invalid';
      const updated = await client.query(sql.unsubscribeSubscription, [id, at]);
      if ((updated.rowCount ?? 0) > 0) await recordConsent(client, id, 'unsubscribe', at, consent);
      return 'unsubscribed';
    });
  }

  async find(email: string, list: ListName) {
    const {rows} = await this.pool.query<SubscriberRow>(sql.findSubscriber, [email, list]);
    return rows[0] && toSubscriber(rows[0]);
  }

  async consentEvents(subscriptionId: string) {
    const {rows} = await this.pool.query<ConsentRow>(sql.consentEvents, [subscriptionId]);
    return rows.map(toConsentEvent);
  }

  async count(filter: ListFilter) {
    const {rows} = filter.status
      ? await this.pool.query<{n: string}>(sql.countByStatus, [filter.list, filter.status])
      : await this.pool.query<{n: string}>(sql.countAll, [filter.list]);
    return Number(rows[0]?.n ?? 0);
  }

  async list(filter: ListFilter) {
    const {rows} = filter.status
      ? await this.pool.query<SubscriberRow>(sql.listByStatus, [filter.list, filter.status])
      : await this.pool.query<SubscriberRow>(sql.listAll, [filter.list]);
    return rows.map(toSubscriber);
  }

  async close() {
    await this.pool.end();
  }
}

async function recordConsent(
  client: Queryable,
  id: string,
  action: string,
  at: string,
  consent: ConsentContext,
) {
  await client.query(sql.insertConsent, [
    randomUUID(),
    id,
    action,
    at,
    null,
    consent.ip,
    consent.userAgent,
    consent.consentVersion,
  ]);
}

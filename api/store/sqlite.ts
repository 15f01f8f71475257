// Embedded default store: one SQLite file, WAL journal, synchronous=FULL (every commit is fsynced),
// writes batched by the GroupCommitter.
import {randomUUID} from 'node:crypto';
import {mkdirSync} from 'node:fs';
import path from 'node:path';
import Database, {type Database as Db} from 'better-sqlite3';
import {GroupCommitter} from './group-commit';
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

/** `[a, b]` → `{1: a, 2: b}`, the binding for the shared `$n` placeholders. */
function bind(...values: unknown[]): Record<string, unknown> {
  return Object.fromEntries(values.map((value, index) => [String(index + 1), value]));
}

export const SQLITE_FILE = 'tessera.sqlite';

export function openSqliteDatabase(dataDir: string): Db {
  mkdirSync(dataDir, {recursive: true});
  const db = new Database(path.join(dataDir, SQLITE_FILE));
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  return db;
}

function migrationDb(db: Db): MigrationDb {
  return {
    exec: async (text) => void db.exec(text),
    appliedVersions: async () =>
      (db.prepare('SELECT version FROM schema_migrations').all() as Array<{version: number}>).map(
        (row) => row.version,
      ),
    record: async (migration, appliedAt) =>
      void db
        .prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES ($1, $2, $3)')
        .run(bind(migration.version, migration.name, appliedAt)),
    forget: async (version) =>
      void db.prepare('DELETE FROM schema_migrations WHERE version = $1').run(bind(version)),
  };
}

/** Applies migrations up to `target` in one IMMEDIATE transaction (the file-level write lock). */
export async function migrateSqlite(db: Db, target?: number) {
  db.exec(CREATE_MIGRATIONS_TABLE);
  db.exec('BEGIN IMMEDIATE');
  try {
    const report = await migrate(migrationDb(db), loadMigrations(), target);
    db.exec('COMMIT');
    return report;
  } catch (error) {
    db.exec('ROLLBACK');
    throw error;
  }
}

export class SqliteStore implements SubscriberStore {
  readonly kind = 'sqlite' as const;
  readonly committer: GroupCommitter;
  private readonly statements;

  private constructor(private readonly db: Db) {
    this.committer = new GroupCommitter(db);
    const prepare = (text: string) => db.prepare(text);
    this.statements = Object.fromEntries(
      Object.entries(sql).map(([name, text]) => [name, prepare(text)]),
    ) as Record<keyof typeof sql, Database.Statement>;
  }

  static async open(dataDir: string): Promise<SqliteStore> {
    const db = openSqliteDatabase(dataDir);
    await migrateSqlite(db);
    return new SqliteStore(db);
  }

  signUp(input: SignUpInput): Promise<SignUpResult> {
    const s = this.statements;
    return this.committer.run(() => {
      const now = input.now.toISOString();
      const row = s.upsertSubscription.get(
        bind(randomUUID(), input.email, input.list, input.source, now),
      ) as {id: string; status: SubscriptionStatus};
      s.insertConsent.run(
        bind(
          randomUUID(),
          row.id,
          'signup',
          now,
          input.source,
          input.consent.ip,
          input.consent.userAgent,
          input.consent.consentVersion,
        ),
      );
      const needsConfirmation = row.status === 'pending';
      if (needsConfirmation) {
        const confirmUntil = input.confirmExpiresAt.toISOString();
        const unsubscribeUntil = input.unsubscribeExpiresAt.toISOString();
        s.insertToken.run(bind(input.confirmTokenHash, row.id, 'confirm', now, confirmUntil));
        s.insertToken.run(
          bind(input.unsubscribeTokenHash, row.id, 'unsubscribe', now, unsubscribeUntil),
        );
      }
      return {subscriptionId: row.id, status: row.status, needsConfirmation};
    });
  }

  confirm(tokenHash: string, now: Date, consent: ConsentContext): Promise<ConfirmOutcome> {
    const s = this.statements;
    return this.committer.run(() => {
      const at = now.toISOString();
      const token = s.useConfirmToken.get(bind(tokenHash, at)) as
        {subscription_id: string} | undefined;
      if (!token) return 'invalid';
      const updated = s.confirmSubscription.get(bind(token.subscription_id, at));
      if (!updated) return 'invalid';
      this.recordConsent(token.subscription_id, 'confirm', at, consent);
      return 'confirmed';
    });
  }

  unsubscribe(tokenHash: string, now: Date, consent: ConsentContext): Promise<UnsubscribeOutcome> {
    const s = this.statements;
    return this.committer.run(() => {
      const at = now.toISOString();
      const token = s.findUnsubscribeToken.get(bind(tokenHash, at)) as
        {subscription_id: string} | undefined;
      if (!token) return 'invalid';
      if (s.unsubscribeSubscription.get(bind(token.subscription_id, at))) {
        this.recordConsent(token.subscription_id, 'unsubscribe', at, consent);
      }
      return 'unsubscribed';
    });
  }

  async find(email: string, list: ListName) {
    const row = this.statements.findSubscriber.get(bind(email, list)) as SubscriberRow | undefined;
    return row && toSubscriber(row);
  }

  async consentEvents(subscriptionId: string) {
    const rows = this.statements.consentEvents.all(bind(subscriptionId)) as ConsentRow[];
    return rows.map(toConsentEvent);
  }

  async count(filter: ListFilter) {
    const row = (
      filter.status
        ? this.statements.countByStatus.get(bind(filter.list, filter.status))
        : this.statements.countAll.get(bind(filter.list))
    ) as {n: number};
    return Number(row.n);
  }

  async list(filter: ListFilter) {
    const rows = (
      filter.status
        ? this.statements.listByStatus.all(bind(filter.list, filter.status))
        : this.statements.listAll.all(bind(filter.list))
    ) as SubscriberRow[];
    return rows.map(toSubscriber);
  }

  async close() {
    this.committer.close();
    this.db.close();
  }

  private recordConsent(id: string, action: string, at: string, consent: ConsentContext) {
    this.statements.insertConsent.run(
      bind(
        randomUUID(),
        id,
        action,
        at,
        null,
        consent.ip,
        consent.userAgent,
        consent.consentVersion,
      ),
    );
  }
}

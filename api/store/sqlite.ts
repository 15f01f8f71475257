// Embedded default store: one SQLite file, WAL journal, synchronous=FULL (every commit is fsynced).
// Writes go through the GroupCommitter to the writer thread; reads use this thread's connection
// (WAL lets them run beside the writer and they see every committed write).
import {mkdirSync} from 'node:fs';
import path from 'node:path';
import {Worker} from 'node:worker_threads';
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
  private readonly statements;

  private constructor(
    private readonly db: Db,
    readonly committer: GroupCommitter,
  ) {
    this.statements = Object.fromEntries(
      Object.entries(sql).map(([name, text]) => [name, db.prepare(text)]),
    ) as Record<keyof typeof sql, Database.Statement>;
  }

  static async open(dataDir: string): Promise<SqliteStore> {
    const db = openSqliteDatabase(dataDir);
    await migrateSqlite(db);
    const worker = new Worker(path.join(__dirname, 'sqlite-writer.mjs'), {
      workerData: {file: path.join(dataDir, SQLITE_FILE), sql},
    });
    return new SqliteStore(db, new GroupCommitter(worker));
  }

  signUp(input: SignUpInput): Promise<SignUpResult> {
    return this.committer.run<SignUpResult>({
      op: 'signUp',
      args: {
        ...input,
        now: input.now.toISOString(),
        confirmExpiresAt: input.confirmExpiresAt.toISOString(),
        unsubscribeExpiresAt: input.unsubscribeExpiresAt.toISOString(),
      },
    });
  }

  confirm(tokenHash: string, now: Date, consent: ConsentContext): Promise<ConfirmOutcome> {
    return this.committer.run({op: 'confirm', args: {tokenHash, at: now.toISOString(), consent}});
  }

  unsubscribe(tokenHash: string, now: Date, consent: ConsentContext): Promise<UnsubscribeOutcome> {
    return this.committer.run({
      op: 'unsubscribe',
      args: {tokenHash, at: now.toISOString(), consent},
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
    await this.committer.close();
    if (this.db.open) this.db.close();
  }
}

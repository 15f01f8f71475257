// Embedded default store: one SQLite file, WAL journal, synchronous=FULL (every commit is fsynced).
// Writes go through the WriteQueue to the writer thread; reads use this thread's connection (WAL
// lets them run beside the writer and they see every committed write). One process owns the file,
// so rate-limit counters stay in memory (`counters` is undefined).
import {existsSync, mkdirSync} from 'node:fs';
import path from 'node:path';
import type {Database as Db} from 'better-sqlite3';
import {CREATE_MIGRATIONS_TABLE, loadMigrations, migrate, type MigrationDb} from './migrations';
import {collect, keysetPages, toConsentEvent, toOutboxRow, toSubscriber} from './rows';
import {sql, type ConsentRow, type OutboxDbRow, type SubscriberRow} from './sql';
import {bind, openSqliteFile, statements} from './sqlite-db';
import {SqliteWriter, type WriterEvents} from './sqlite-thread';
import type {ListFilter, ListName, Subscriber, SubscriberStore} from './types';
import {withQueuedWrites} from './queued-writes';
import {WriteQueue} from './write-queue';

export const SQLITE_FILE = 'tessera.sqlite';

export interface SqliteOptions {
  /** Writes waiting for the writer before new ones are refused (503). */
  maxQueue?: number;
  /** A batch unanswered for this long means the writer is stuck: it is restarted. */
  stallMs?: number;
  events?: WriterEvents;
}

export function openSqliteDatabase(dataDir: string): Db {
  mkdirSync(dataDir, {recursive: true});
  return openSqliteFile(path.join(dataDir, SQLITE_FILE));
}

/** Opens an existing, migrated database read-only (export, count): nothing is created or changed. */
export function openSqliteReadOnly(dataDir: string): Db {
  const file = path.join(dataDir, SQLITE_FILE);
  if (!existsSync(file)) {
    throw new Error(`No database at ${file}. Start the server or run "npm run db:migrate" first.`);
  }
  return openSqliteFile(file, {readonly: true});
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
        .run(bind([migration.version, migration.name, appliedAt])),
    forget: async (version) =>
      void db.prepare('DELETE FROM schema_migrations WHERE version = $1').run(bind([version])),
  };
}

/** Applies migrations up to `target` in one IMMEDIATE transaction (the file-level write lock). */
export async function migrateSqlite(db: Db, target?: number) {
  db.exec('BEGIN IMMEDIATE');
  try {
    db.exec(CREATE_MIGRATIONS_TABLE);
    const report = await migrate(migrationDb(db), loadMigrations(), target);
    db.exec('COMMIT');
    return report;
  } catch (error) {
    db.exec('ROLLBACK');
    throw error;
  }
}

/** The read side, shared by the server's store and the CLI's read-only view. */
export class SqliteReader {
  protected readonly prepare;

  constructor(protected readonly db: Db) {
    this.prepare = statements(db);
  }

  async find(email: string, list: ListName) {
    const row = this.prepare(sql.findSubscriber).get(bind([email, list])) as
      SubscriberRow | undefined;
    return row && toSubscriber(row);
  }

  async consentEvents(subscriptionId: string) {
    const rows = this.prepare(sql.consentEvents).all(bind([subscriptionId])) as ConsentRow[];
    return rows.map(toConsentEvent);
  }

  async outbox(subscriptionId: string) {
    const rows = this.prepare(sql.outboxOf).all(bind([subscriptionId])) as OutboxDbRow[];
    return rows.map(toOutboxRow);
  }

  async count(filter: ListFilter) {
    const row = (
      filter.status
        ? this.prepare(sql.countByStatus).get(bind([filter.list, filter.status]))
        : this.prepare(sql.countAll).get(bind([filter.list]))
    ) as {n: number};
    return Number(row.n);
  }

  iterate(filter: ListFilter, pageSize = 1000): AsyncIterable<Subscriber> {
    return keysetPages(
      filter,
      pageSize,
      (params) => this.prepare(sql.listPage).all(bind(params)) as SubscriberRow[],
    );
  }

  list(filter: ListFilter) {
    return collect(this.iterate(filter));
  }

  /** 0 when nothing was ever migrated. */
  async schemaVersion(): Promise<number> {
    try {
      const row = this.db.prepare('SELECT MAX(version) AS v FROM schema_migrations').get() as {
        v: number | null;
      };
      return Number(row.v ?? 0);
    } catch {
      return 0;
    }
  }

  async close() {
    if (this.db.open) this.db.close();
  }
}

export class SqliteStore extends withQueuedWrites(SqliteReader) implements SubscriberStore {
  readonly kind = 'sqlite' as const;
  readonly counters = undefined;

  private constructor(
    db: Db,
    readonly writer: SqliteWriter,
    readonly queue: WriteQueue,
  ) {
    super(db);
  }

  static async open(dataDir: string, options: SqliteOptions = {}): Promise<SqliteStore> {
    const db = openSqliteDatabase(dataDir);
    try {
      await migrateSqlite(db);
      const writer = new SqliteWriter(path.join(dataDir, SQLITE_FILE), options);
      await writer.start();
      const queue = new WriteQueue(writer, {maxQueue: options.maxQueue ?? 5000});
      return new SqliteStore(db, writer, queue);
    } catch (error) {
      db.close();
      throw error;
    }
  }

  async health() {
    return this.writer.healthy() ? {ok: true} : {ok: false, detail: 'SQLite writer is down'};
  }

  override async close() {
    await this.queue.close();
    await this.writer.close();
    await super.close();
  }
}

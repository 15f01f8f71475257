// Picks the store from the configuration: PostgreSQL when DATABASE_URL is set, SQLite otherwise.
import {PostgresReader, PostgresStore, createPool, type PostgresOptions} from './postgres';
import {SqliteReader, SqliteStore, openSqliteReadOnly, type SqliteOptions} from './sqlite';
import {loadMigrations} from './migrations';
import type {SubscriberStore} from './types';

export type * from './types';
export {LISTS, STATUSES} from './types';
export {StoreUnavailableError, StoreBusyError} from './errors';

export interface StoreConfig {
  databaseUrl: string | undefined;
  databaseSchema?: string;
  dataDir: string;
  writeQueueMax?: number;
  writerStallMs?: number;
}

export async function openStore(
  config: StoreConfig,
  options: PostgresOptions & SqliteOptions = {},
): Promise<SubscriberStore> {
  const common = {maxQueue: config.writeQueueMax, ...options};
  if (config.databaseUrl) {
    return PostgresStore.open(config.databaseUrl, {schema: config.databaseSchema, ...common});
  }
  return SqliteStore.open(config.dataDir, {stallMs: config.writerStallMs, ...common});
}

/** Read-only access for the CLI: never creates, migrates or writes anything. */
export async function openReader(config: StoreConfig) {
  const latest = loadMigrations().at(-1)?.version ?? 0;
  const reader = config.databaseUrl
    ? new PostgresReader(
        createPool(config.databaseUrl, {schema: config.databaseSchema, poolSize: 2}),
      )
    : new SqliteReader(openSqliteReadOnly(config.dataDir));
  try {
    const version = await reader.schemaVersion();
    if (version < latest) {
      throw new Error(
        `The database schema is at version ${version}; this code needs ${latest}. Run "npm run db:migrate" first.`,
      );
    }
  } catch (error) {
    await reader.close();
    throw error;
  }
  return reader;
}

export type StoreReader = Awaited<ReturnType<typeof openReader>>;

// Picks the store from the configuration: PostgreSQL when DATABASE_URL is set, SQLite otherwise.
import {PostgresStore, type PostgresOptions} from './postgres';
import {SqliteStore} from './sqlite';
import type {SubscriberStore} from './types';

export type * from './types';
export {LISTS} from './types';

export async function openStore(
  config: {databaseUrl: string | undefined; databaseSchema?: string; dataDir: string},
  postgres: PostgresOptions = {},
): Promise<SubscriberStore> {
  if (config.databaseUrl) {
    return PostgresStore.open(config.databaseUrl, {schema: config.databaseSchema, ...postgres});
  }
  return SqliteStore.open(config.dataDir);
}

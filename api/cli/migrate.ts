// `npm run db:migrate [-- --to N]`: applies (or with a lower N, undoes) the numbered migrations on
// the configured store (DATABASE_URL, else the SQLite file in DATA_DIR).
import {parseArgs} from 'node:util';
import {loadConfig} from '../config/env';
import {createPool, migratePostgres} from '../store/postgres';
import {migrateSqlite, openSqliteDatabase} from '../store/sqlite';
import {runCli, UsageError} from './run';

async function main() {
  const {values} = parseArgs({options: {to: {type: 'string'}}});
  const target = values.to === undefined ? undefined : Number(values.to);
  if (target !== undefined && !Number.isInteger(target)) {
    throw new UsageError('--to takes a migration number, e.g. --to 1.');
  }
  const config = loadConfig();
  let report;
  if (config.databaseUrl) {
    const pool = createPool(config.databaseUrl, {schema: config.databaseSchema});
    try {
      report = await migratePostgres(pool, config.databaseSchema, target);
    } finally {
      await pool.end();
    }
  } else {
    const db = openSqliteDatabase(config.dataDir);
    try {
      report = await migrateSqlite(db, target);
    } finally {
      db.close();
    }
  }
  const applied = report.applied.length ? report.applied.join(', ') : 'none';
  const reverted = report.reverted.length ? report.reverted.join(', ') : 'none';
  console.log(`Migrations applied: ${applied}; reverted: ${reverted}.`);
}

runCli(main);

// The PostgreSQL test slot. Tests read DATABASE_URL (default: the local test database). When the
// server cannot be reached they are skipped with a printed reason — except with CI=true, where a
// missing database must fail the run instead of silently skipping.
import {spawnSync} from 'node:child_process';
import {randomBytes} from 'node:crypto';
import pg from 'pg';

export const DATABASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** Synchronous probe (describe blocks are declared synchronously): null when reachable. */
function unreachableReason(): string | null {
  const probe = `const {Client} = require('pg');
const client = new Client({connectionString: process.env.PROBE_URL, connectionTimeoutMillis: 3000});
client.connect().then(() => client.end()).then(() => process.exit(0), (e) => { console.error(e.message); process.exit(1); });`;
  const result = spawnSync(process.execPath, ['-e', probe], {
    env: {...process.env, PROBE_URL: DATABASE_URL},
    encoding: 'utf8',
    timeout: 10_000,
  });
  if (result.status === 0) return null;
  return (result.stderr || result.error?.message || 'no answer').trim().split('\n')[0] ?? 'unknown';
}

const reason = unreachableReason();
const mustRun = process.env.CI === 'true';

if (reason && !mustRun) {
  console.log(
    `PostgreSQL tests skipped: ${DATABASE_URL} is unreachable (${reason}). Set CI=true to make this an error.`,
  );
}

/** `describe` when PostgreSQL is reachable or CI=true, `describe.skip` otherwise. */
export const describeWithPostgres: jest.Describe = reason && !mustRun ? describe.skip : describe;

export const postgresAvailable = !reason || mustRun;

/** A schema name no other run uses. */
export function freshSchemaName(prefix = 'test'): string {
  return `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`;
}

export async function dropSchema(schema: string): Promise<void> {
  const client = new pg.Client({connectionString: DATABASE_URL});
  await client.connect();
  try {
    await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  } finally {
    await client.end();
  }
}

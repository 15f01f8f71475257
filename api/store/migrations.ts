// Numbered do/undo migrations (`NNN_name.up.sql` / `NNN_name.down.sql`), shared by both databases.
// Each store supplies a MigrationDb that runs inside one transaction holding a migration lock, so
// two processes starting together never apply the same step twice.
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';

export interface Migration {
  version: number;
  name: string;
  up: string;
  down: string;
}

export interface MigrationDb {
  exec(sql: string): Promise<void>;
  appliedVersions(): Promise<number[]>;
  record(migration: Migration, appliedAt: string): Promise<void>;
  forget(version: number): Promise<void>;
}

export const MIGRATIONS_DIR = path.join(__dirname, 'migrations');

export const CREATE_MIGRATIONS_TABLE = `CREATE TABLE IF NOT EXISTS schema_migrations (
  version INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  applied_at TEXT NOT NULL
)`;

export function loadMigrations(dir = MIGRATIONS_DIR): Migration[] {
  const ups = readdirSync(dir).filter((file) => /^\d{3}_[a-z0-9_]+\.up\.sql$/.test(file));
  return ups
    .map((file) => {
      const base = file.replace(/\.up\.sql$/, '');
      return {
        version: Number(base.slice(0, 3)),
        name: base.slice(4),
        up: readFileSync(path.join(dir, file), 'utf8'),
        down: readFileSync(path.join(dir, `${base}.down.sql`), 'utf8'),
      };
    })
    .sort((a, b) => a.version - b.version);
}

export interface MigrationReport {
  applied: string[];
  reverted: string[];
}

/**
 * Brings the schema to `target` (default: the newest migration). Going down runs the undo files
 * newest first.
 */
export async function migrate(
  db: MigrationDb,
  migrations: Migration[],
  target = migrations.at(-1)?.version ?? 0,
): Promise<MigrationReport> {
  const done = new Set(await db.appliedVersions());
  const report: MigrationReport = {applied: [], reverted: []};
  for (const migration of migrations) {
    if (migration.version > target || done.has(migration.version)) continue;
    await db.exec(migration.up);
    await db.record(migration, new Date().toISOString());
    report.applied.push(`${pad(migration.version)}_${migration.name}`);
  }
  for (const migration of [...migrations].reverse()) {
    if (migration.version <= target || !done.has(migration.version)) continue;
    await db.exec(migration.down);
    await db.forget(migration.version);
    report.reverted.push(`${pad(migration.version)}_${migration.name}`);
  }
  return report;
}

function pad(version: number): string {
  return String(version).padStart(3, '0');
}

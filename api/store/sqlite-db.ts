// One place for how every SQLite connection is opened (main thread, writer thread, CLI).
import Database, {type Database as Db} from 'better-sqlite3';

export function openSqliteFile(file: string, options: {readonly?: boolean} = {}): Db {
  const readonly = options.readonly === true;
  const db = new Database(file, {readonly, fileMustExist: readonly});
  if (!readonly) db.pragma('journal_mode = WAL');
  // FULL: every commit is fsynced before the caller is answered.
  db.pragma('synchronous = FULL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  return db;
}

/** `[a, b]` → `{1: a, 2: b}`, the binding for the shared `$n` placeholders. */
export function bind(values: unknown[]): Record<string, unknown> {
  return Object.fromEntries(values.map((value, index) => [String(index + 1), value]));
}

/** A prepared-statement cache: each SQL text is prepared once per connection. */
export function statements(db: Db) {
  const cache = new Map<string, Database.Statement>();
  return (text: string): Database.Statement => {
    let statement = cache.get(text);
    if (!statement) {
      statement = db.prepare(text);
      cache.set(text, statement);
    }
    return statement;
  };
}

// The SQLite writer thread. better-sqlite3 is synchronous, so a COMMIT with synchronous=FULL blocks
// its thread for the whole fsync; running the writes here keeps the HTTP thread free while one
// batch is fsynced (see write-queue.ts). Each batch is one IMMEDIATE transaction; consecutive
// sign-ups run together as set-based statements (write-ops.ts), each group in a SAVEPOINT, and a
// group that fails is rerun one write per SAVEPOINT, so a failing write rolls back alone. The
// writes themselves are the shared ops in write-ops.ts, the same code PostgreSQL runs.
import {parentPort, workerData} from 'node:worker_threads';
import {bind, openSqliteFile, statements} from './sqlite-db';
import {groupWrites, runGroup, runOp, type Tx, type WriteItem} from './write-ops';

export interface WireError {
  message: string;
  code?: string;
}
export type WireResult = {ok: true; value: unknown} | {ok: false; error: WireError};
export type ToWriter = {type: 'batch'; items: WriteItem[]} | {type: 'close'};
export type FromWriter =
  {type: 'ready'} | {type: 'done'; results: WireResult[]} | {type: 'failed'; error: WireError};

function describe(error: unknown): WireError {
  const e = error as {message?: unknown; code?: unknown} | null;
  return {
    message: String(e?.message ?? error),
    code: typeof e?.code === 'string' ? e.code : undefined,
  };
}

function main() {
  const port = parentPort;
  if (!port) throw new Error('sqlite-writer runs as a worker thread.');
  const db = openSqliteFile((workerData as {file: string}).file);
  const prepare = statements(db);
  const tx: Tx = {
    row: async <T>(text: string, params: unknown[]) =>
      prepare(text).get(bind(params)) as T | undefined,
    rows: async <T>(text: string, params: unknown[]) => prepare(text).all(bind(params)) as T[],
    run: async (text, params) => prepare(text).run(bind(params)).changes,
  };

  async function runBatch(items: WriteItem[]): Promise<WireResult[]> {
    const results: WireResult[] = [];
    db.exec('BEGIN IMMEDIATE');
    try {
      for (const group of groupWrites(items)) {
        db.exec('SAVEPOINT writes');
        try {
          const values = await runGroup(tx, group);
          db.exec('RELEASE writes');
          for (const value of values) results.push({ok: true, value});
          continue;
        } catch (error) {
          db.exec('ROLLBACK TO writes');
          db.exec('RELEASE writes');
          if (group.length === 1) {
            results.push({ok: false, error: describe(error)});
            continue;
          }
        }
        // One write of the group failed: run each alone, so only that one fails.
        for (const item of group) {
          db.exec('SAVEPOINT item');
          try {
            results.push({ok: true, value: await runOp(tx, item)});
            db.exec('RELEASE item');
          } catch (error) {
            db.exec('ROLLBACK TO item');
            db.exec('RELEASE item');
            results.push({ok: false, error: describe(error)});
          }
        }
      }
      db.exec('COMMIT');
    } catch (error) {
      if (db.inTransaction) db.exec('ROLLBACK');
      throw error;
    }
    return results;
  }

  let chain = Promise.resolve();
  port.on('message', (message: ToWriter) => {
    chain = chain.then(async () => {
      if (message.type === 'close') {
        db.close();
        port.close();
        return;
      }
      let reply: FromWriter;
      try {
        reply = {type: 'done', results: await runBatch(message.items)};
      } catch (error) {
        reply = {type: 'failed', error: describe(error)};
      }
      port.postMessage(reply);
    });
  });
  port.postMessage({type: 'ready'} satisfies FromWriter);
}

main();

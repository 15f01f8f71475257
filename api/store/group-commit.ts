// Group commit for SQLite. With synchronous=FULL every COMMIT waits for an fsync; committing each
// sign-up alone caps throughput at one fsync per request. Instead, writes that arrive during the
// same turn of the event loop are queued and run in ONE transaction (each inside its own savepoint,
// so one failing write does not undo the others), and every caller is answered only after that
// transaction has committed — an acknowledged write is always on disk.
import type {Database} from 'better-sqlite3';

interface Pending {
  work: (db: Database) => unknown;
  resolve: (value: unknown) => void;
  reject: (reason: unknown) => void;
}

export class GroupCommitter {
  private queue: Pending[] = [];
  private scheduled = false;
  private closed = false;
  /** Sizes of the last batches, for tests and the benchmark. */
  readonly stats = {batches: 0, writes: 0, largestBatch: 0};

  constructor(
    private readonly db: Database,
    private readonly maxBatch = 500,
  ) {}

  run<T>(work: (db: Database) => T): Promise<T> {
    if (this.closed) return Promise.reject(new Error('The store is closed.'));
    return new Promise<T>((resolve, reject) => {
      this.queue.push({work, resolve: resolve as (value: unknown) => void, reject});
      if (!this.scheduled) {
        this.scheduled = true;
        setImmediate(() => this.flush());
      }
    });
  }

  /** Commits what is queued, then refuses new work. */
  close(): void {
    this.flush();
    this.closed = true;
  }

  private flush(): void {
    this.scheduled = false;
    while (this.queue.length > 0) {
      const batch = this.queue.splice(0, this.maxBatch);
      this.commit(batch);
    }
  }

  private commit(batch: Pending[]): void {
    const outcomes: Array<{ok: true; value: unknown} | {ok: false; error: unknown}> = [];
    const runOne = this.db.transaction((item: Pending) => item.work(this.db));
    try {
      this.db
        .transaction(() => {
          for (const item of batch) {
            try {
              // A nested better-sqlite3 transaction is a SAVEPOINT: a failure rolls back only this write.
              outcomes.push({ok: true, value: runOne(item)});
            } catch (error) {
              outcomes.push({ok: false, error});
            }
          }
        })
        .immediate();
    } catch (error) {
      for (const item of batch) item.reject(error);
      return;
    }
    this.stats.batches += 1;
    this.stats.writes += batch.length;
    this.stats.largestBatch = Math.max(this.stats.largestBatch, batch.length);
    batch.forEach((item, index) => {
      const outcome = outcomes[index]!;
      if (outcome.ok) item.resolve(outcome.value);
      else item.reject(outcome.error);
    });
  }
}

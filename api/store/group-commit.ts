// Group commit for SQLite. With synchronous=FULL every COMMIT waits for an fsync; committing each
// sign-up alone caps throughput at one fsync per request. Instead, writes are queued, and the
// queue is handed to the writer thread (sqlite-writer.mjs) as ONE transaction whenever the
// previous one has committed — so the writes that arrive during an fsync share the next one.
// Every caller is answered only after its transaction has committed: an acknowledged write is on
// disk.
import {Worker} from 'node:worker_threads';

export interface WriteOp {
  op: 'signUp' | 'confirm' | 'unsubscribe';
  args: unknown;
}

interface Pending {
  item: WriteOp;
  resolve: (value: unknown) => void;
  reject: (reason: unknown) => void;
}

type Reply =
  | {
      results: Array<
        {ok: true; value: unknown} | {ok: false; error: {message: string; code?: string}}
      >;
    }
  | {error: {message: string; code?: string}};

function toError(error: {message: string; code?: string}): Error {
  return Object.assign(new Error(error.message), {code: error.code});
}

export class GroupCommitter {
  private queue: Pending[] = [];
  private inFlight: Pending[] | null = null;
  private scheduled = false;
  private closed = false;
  private drained: (() => void) | null = null;
  /** Batch sizes, for tests and the benchmark. */
  readonly stats = {batches: 0, writes: 0, largestBatch: 0};

  constructor(
    private readonly worker: Worker,
    private readonly maxBatch = 1000,
  ) {
    worker.on('message', (reply: Reply) => this.settle(reply));
    worker.on('error', (error) => this.fail(error));
    worker.on('exit', () => this.fail(new Error('The SQLite writer stopped.')));
  }

  run<T>(item: WriteOp): Promise<T> {
    if (this.closed) return Promise.reject(new Error('The store is closed.'));
    return new Promise<T>((resolve, reject) => {
      this.queue.push({item, resolve: resolve as (value: unknown) => void, reject});
      // Wait for the end of this event-loop turn so requests parsed together share a batch.
      if (!this.scheduled && !this.inFlight) {
        this.scheduled = true;
        setImmediate(() => {
          this.scheduled = false;
          this.dispatch();
        });
      }
    });
  }

  private closing: Promise<void> | null = null;

  /** Waits for queued writes to commit, then stops the writer. Safe to call twice. */
  close(): Promise<void> {
    this.closing ??= this.shutDown();
    return this.closing;
  }

  private async shutDown(): Promise<void> {
    this.closed = true;
    if (this.inFlight || this.queue.length > 0) {
      await new Promise<void>((resolve) => (this.drained = resolve));
    }
    const exited = new Promise((resolve) => this.worker.once('exit', resolve));
    this.worker.postMessage('close');
    await exited;
  }

  private dispatch(): void {
    if (this.inFlight || this.queue.length === 0) {
      if (!this.inFlight) this.drained?.();
      return;
    }
    this.inFlight = this.queue.splice(0, this.maxBatch);
    this.worker.postMessage(this.inFlight.map((pending) => pending.item));
  }

  private settle(reply: Reply): void {
    const batch = this.inFlight ?? [];
    this.inFlight = null;
    if ('error' in reply) {
      for (const pending of batch) pending.reject(toError(reply.error));
    } else {
      this.stats.batches += 1;
      this.stats.writes += batch.length;
      this.stats.largestBatch = Math.max(this.stats.largestBatch, batch.length);
      batch.forEach((pending, index) => {
        const result = reply.results[index]!;
        if (result.ok) pending.resolve(result.value);
        else pending.reject(toError(result.error));
      });
    }
    this.dispatch();
  }

  private fail(error: Error): void {
    const pending = [...(this.inFlight ?? []), ...this.queue];
    this.inFlight = null;
    this.queue = [];
    this.closed = true;
    for (const item of pending) item.reject(error);
    this.drained?.();
  }
}

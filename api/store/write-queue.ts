// Group commit for both stores. Writes are queued, and whenever a writer is free the queue is
// handed to it as ONE transaction, so the writes that arrive while one transaction is being
// fsynced share the next one. Every caller is answered only after its transaction committed: an
// acknowledged write is on disk. The queue is bounded: when the store falls behind, new writes
// are refused at once (503 + Retry-After) instead of growing memory without limit.
import {StoreBusyError, StoreUnavailableError} from './errors';
import type {OpName, OpResult, WriteItem} from './write-ops';

export type ItemResult = {ok: true; value: unknown} | {ok: false; error: unknown};

/** Runs one batch as one transaction; rejects when the batch as a whole failed. */
export interface BatchRunner {
  execute(items: WriteItem[]): Promise<ItemResult[]>;
}

export interface WriteQueueOptions {
  /** Writes waiting for a writer; more are refused with StoreBusyError. */
  maxQueue: number;
  maxBatch?: number;
  /** Batches in flight at once (1 for SQLite's single writer). */
  concurrency?: number;
}

interface Pending {
  item: WriteItem;
  resolve: (value: unknown) => void;
  reject: (reason: unknown) => void;
}

export class WriteQueue {
  private queue: Pending[] = [];
  private inFlight = 0;
  private scheduled = false;
  private closed = false;
  private closing: Promise<void> | null = null;
  private drained: (() => void) | null = null;
  private readonly maxBatch: number;
  private readonly concurrency: number;
  /** Batch and queue sizes, for tests and the benchmark. */
  readonly stats = {batches: 0, writes: 0, largestBatch: 0, largestQueue: 0, refused: 0};

  constructor(
    private readonly runner: BatchRunner,
    private readonly options: WriteQueueOptions,
  ) {
    this.maxBatch = options.maxBatch ?? 500;
    this.concurrency = options.concurrency ?? 1;
  }

  get queued(): number {
    return this.queue.length;
  }

  run<K extends OpName>(item: Extract<WriteItem, {op: K}>): Promise<OpResult<K>> {
    if (this.closed) return Promise.reject(new StoreUnavailableError('The store is closed.'));
    if (this.queue.length >= this.options.maxQueue) {
      this.stats.refused += 1;
      return Promise.reject(new StoreBusyError());
    }
    return new Promise<OpResult<K>>((resolve, reject) => {
      this.queue.push({item, resolve: resolve as (value: unknown) => void, reject});
      this.stats.largestQueue = Math.max(this.stats.largestQueue, this.queue.length);
      // Wait for the end of this event-loop turn so requests parsed together share a batch.
      if (!this.scheduled) {
        this.scheduled = true;
        setImmediate(() => {
          this.scheduled = false;
          this.dispatch();
        });
      }
    });
  }

  /** Waits for queued writes to commit; later writes are refused. Safe to call twice. */
  close(): Promise<void> {
    this.closing ??= (async () => {
      this.closed = true;
      if (this.inFlight > 0 || this.queue.length > 0) {
        await new Promise<void>((resolve) => (this.drained = resolve));
      }
    })();
    return this.closing;
  }

  private dispatch(): void {
    while (this.inFlight < this.concurrency && this.queue.length > 0) {
      const batch = this.queue.splice(0, this.maxBatch);
      this.inFlight += 1;
      void this.runner.execute(batch.map((pending) => pending.item)).then(
        (results) => this.settle(batch, results),
        (error: unknown) => this.settle(batch, null, error),
      );
    }
    if (this.inFlight === 0 && this.queue.length === 0) this.drained?.();
  }

  private settle(batch: Pending[], results: ItemResult[] | null, error?: unknown): void {
    this.inFlight -= 1;
    if (results) {
      this.stats.batches += 1;
      this.stats.writes += batch.length;
      this.stats.largestBatch = Math.max(this.stats.largestBatch, batch.length);
    }
    batch.forEach((pending, index) => {
      const result = results?.[index];
      if (result?.ok) pending.resolve(result.value);
      else pending.reject(result ? result.error : error);
    });
    this.dispatch();
  }
}

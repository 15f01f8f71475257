// The main thread's handle on the SQLite writer thread (sqlite-writer.ts). When the writer dies
// (an uncaught error, a native crash, terminate) or stalls (a batch unanswered for `stallMs`, e.g.
// another process holding the write lock), its batch is answered 503, health turns red, and a new
// writer is started with backoff. Restarting in-process, rather than exiting for a supervisor,
// keeps the HTTP server, its open connections and the read connection serving while the writer
// comes back in a fraction of a second; an uncommitted batch simply never happened (SQLite rolls
// it back), and its callers were never told it succeeded.
import path from 'node:path';
import {Worker} from 'node:worker_threads';
import {StoreUnavailableError, isUnavailable} from './errors';
import type {FromWriter, ToWriter, WireError} from './sqlite-writer';
import type {BatchRunner, ItemResult} from './write-queue';
import type {WriteItem} from './write-ops';

export interface WriterEvents {
  warn(detail: object, message: string): void;
  error(detail: object, message: string): void;
}

export interface SqliteWriterOptions {
  /** A batch unanswered for this long means the writer is stuck. */
  stallMs?: number;
  events?: WriterEvents;
}

const WRITER_FILE = path.join(__dirname, 'sqlite-writer.ts');
// Worker threads do not inherit Jest's or tsx's transform: load tsx's CommonJS hook first.
const BOOTSTRAP = `require(${JSON.stringify(require.resolve('tsx/cjs'))}); require(${JSON.stringify(WRITER_FILE)});`;
const RESTART_MIN_MS = 50;
const RESTART_MAX_MS = 5000;

function toError(error: WireError): Error {
  const wrapped = Object.assign(new Error(error.message), {code: error.code});
  return isUnavailable(wrapped)
    ? new StoreUnavailableError(undefined, 2, {cause: wrapped})
    : wrapped;
}

interface Current {
  resolve: (results: ItemResult[]) => void;
  reject: (error: unknown) => void;
  started: number;
  timer: NodeJS.Timeout;
}

export class SqliteWriter implements BatchRunner {
  private worker: Worker | null = null;
  private ready = false;
  private current: Current | null = null;
  private closed = false;
  private restartDelay = RESTART_MIN_MS;
  private restartTimer: NodeJS.Timeout | null = null;
  private readonly stallMs: number;
  /** Restarts so far, for tests and the log. */
  restarts = 0;

  constructor(
    private readonly file: string,
    private readonly options: SqliteWriterOptions = {},
  ) {
    this.stallMs = options.stallMs ?? 10_000;
  }

  /** Starts the writer and resolves once it has opened the database. */
  start(): Promise<void> {
    return new Promise((resolve, reject) => {
      const worker = new Worker(BOOTSTRAP, {eval: true, workerData: {file: this.file}});
      this.worker = worker;
      this.ready = false;
      worker.on('message', (message: FromWriter) => {
        if (worker !== this.worker) return;
        if (message.type === 'ready') {
          this.ready = true;
          this.restartDelay = RESTART_MIN_MS;
          resolve();
        } else this.answer(message);
      });
      worker.on('error', (error) => {
        if (worker !== this.worker) return;
        this.options.events?.error({err: error}, 'SQLite writer thread failed');
        if (!this.ready) reject(error);
      });
      worker.on('exit', (code) => {
        if (worker !== this.worker) return;
        if (!this.ready) reject(new Error(`The SQLite writer exited with code ${code}.`));
        this.lost(`exited with code ${code}`);
      });
    });
  }

  get threadId(): number {
    return this.worker?.threadId ?? -1;
  }

  /** Ends the current writer as a crash would (used to prove that the store survives one). */
  async crash(): Promise<void> {
    await this.worker?.terminate();
  }

  healthy(): boolean {
    if (!this.ready || this.closed) return false;
    return !this.current || Date.now() - this.current.started < this.stallMs;
  }

  execute(items: WriteItem[]): Promise<ItemResult[]> {
    const worker = this.worker;
    if (!worker || !this.ready || this.closed) {
      return Promise.reject(new StoreUnavailableError(undefined, 2));
    }
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => this.stalled(), this.stallMs);
      timer.unref();
      this.current = {resolve, reject, started: Date.now(), timer};
      worker.postMessage({type: 'batch', items} satisfies ToWriter);
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.restartTimer) clearTimeout(this.restartTimer);
    const worker = this.worker;
    if (!worker || !this.ready) return void (await worker?.terminate());
    const exited = new Promise((resolve) => worker.once('exit', resolve));
    worker.postMessage({type: 'close'} satisfies ToWriter);
    await exited;
  }

  private answer(message: Exclude<FromWriter, {type: 'ready'}>): void {
    const current = this.current;
    this.current = null;
    if (!current) return;
    clearTimeout(current.timer);
    if (message.type === 'failed') current.reject(toError(message.error));
    else
      current.resolve(
        message.results.map((result) =>
          result.ok ? result : {ok: false, error: toError(result.error)},
        ),
      );
  }

  private stalled(): void {
    this.options.events?.error({stallMs: this.stallMs}, 'SQLite writer stalled; restarting it');
    const worker = this.worker;
    this.lost('stalled');
    // terminate() takes effect once the thread is back in JavaScript; it is not awaited.
    void worker?.terminate();
  }

  /** The writer is gone: fail its batch (never acknowledged) and start another with backoff. */
  private lost(reason: string): void {
    this.worker = null;
    this.ready = false;
    const current = this.current;
    this.current = null;
    if (current) {
      clearTimeout(current.timer);
      current.reject(new StoreUnavailableError(undefined, 2));
    }
    if (this.closed) return;
    this.options.events?.warn(
      {reason, retryInMs: this.restartDelay},
      'SQLite writer lost; restarting',
    );
    this.restartTimer = setTimeout(() => {
      this.restartTimer = null;
      this.restarts += 1;
      this.start().catch((error: unknown) => {
        this.options.events?.error({err: error}, 'SQLite writer restart failed');
      });
    }, this.restartDelay);
    this.restartDelay = Math.min(this.restartDelay * 2, RESTART_MAX_MS);
  }
}

// Store failures the client can do something about: wait and retry. Both become a 503 with
// `Retry-After` (http/errors.ts), never a 500.

export class StoreUnavailableError extends Error {
  readonly status = 503;
  readonly expose = true;
  constructor(
    message = 'The service is briefly unavailable. Please try again in a few seconds.',
    readonly retryAfterSeconds = 5,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

/** The write queue is full: the store is slower than the traffic; shed load instead of queueing. */
export class StoreBusyError extends StoreUnavailableError {
  constructor() {
    super('The service is busy. Please try again in a moment.', 2);
  }
}

const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  // SQLite: another process holds the write lock beyond busy_timeout.
  'SQLITE_BUSY',
]);

/**
 * True for errors that say "the database cannot be reached right now" rather than "this write is
 * wrong": lost or refused connections, PostgreSQL shutting down or starting (57P01-57P03) and
 * connection exceptions (class 08).
 */
export function isUnavailable(error: unknown): boolean {
  if (error instanceof StoreUnavailableError) return true;
  const e = error as {code?: unknown; message?: unknown} | null;
  const code = typeof e?.code === 'string' ? e.code : '';
  if (CONNECTION_CODES.has(code) || code.startsWith('08') || /^57P0[1-3]$/.test(code)) return true;
  const message = typeof e?.message === 'string' ? e.message : '';
  return /Connection terminated|timeout exceeded when trying to connect|connection error|Client was closed|not queryable/i.test(
    message,
  );
}

/** Rethrows a connection-level failure as StoreUnavailableError, anything else unchanged. */
export function asStoreError(error: unknown): unknown {
  if (error instanceof StoreUnavailableError || !isUnavailable(error)) return error;
  return new StoreUnavailableError(undefined, undefined, {cause: error});
}

// The one error handler: every failure becomes `{success: false, error}` JSON with a fitting
// status. Stacks go to the log, never to the client.
import type {ErrorRequestHandler, RequestHandler} from 'express';
import type {Logger} from '../logger';

export const GENERIC_ERROR = 'Something went wrong. Please try again later.';

interface HttpishError {
  status?: number;
  statusCode?: number;
  type?: string;
  expose?: boolean;
  message?: string;
  /** Set by StoreUnavailableError: the client may retry after this many seconds. */
  retryAfterSeconds?: number;
}

/** Messages for the errors Express's body parsers raise, keyed by their `type`. */
const PARSER_MESSAGES: Record<string, string> = {
  'entity.parse.failed': 'The request body is not valid JSON.',
  'entity.too.large': 'The request body is too large (1 kB at most).',
  'encoding.unsupported': 'Send the request body as UTF-8 JSON.',
  'charset.unsupported': 'Send the request body as UTF-8 JSON.',
  'request.aborted': 'The request was interrupted. Please try again.',
  'request.size.invalid': 'The request body does not match its Content-Length.',
};

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

function statusOf(error: unknown): number {
  const e = (error ?? {}) as HttpishError;
  const status = e.status ?? e.statusCode;
  return typeof status === 'number' && status >= 400 && status < 600 ? status : 500;
}

function messageOf(error: unknown, status: number): string {
  const e = error as HttpishError | undefined;
  // A 503 the client can act on (retry later) says so; any other 5xx stays generic.
  if (status === 503 && e?.expose && e.message) return e.message;
  if (status >= 500) return GENERIC_ERROR;
  if (error instanceof HttpError) return error.message;
  const type = (error as HttpishError | undefined)?.type;
  return (type && PARSER_MESSAGES[type]) ?? 'The request could not be processed.';
}

export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (error, req, res, _next) => {
    const status = statusOf(error);
    const context = {method: req.method, path: req.originalUrl.split('?')[0], status};
    const retryAfter = (error as HttpishError | undefined)?.retryAfterSeconds;
    if (status === 503 && retryAfter) {
      // The store already logged the outage once; one line per deferred request would flood.
      logger.debug({...context, reason: String((error as Error).message)}, 'request deferred');
    } else if (status >= 500) logger.error({...context, err: error}, 'request failed');
    else
      logger.warn(
        {...context, reason: (error as HttpishError).type ?? String(error)},
        'request rejected',
      );
    if (res.headersSent) {
      // Half a response cannot be repaired; closing tells the client it is incomplete.
      req.socket.destroy();
      return;
    }
    if (status === 503 && retryAfter) res.set('Retry-After', String(retryAfter));
    res.status(status).json({success: false, error: messageOf(error, status)});
  };
}

export const apiNotFound: RequestHandler = (_req, res) => {
  res.status(404).json({success: false, error: 'There is no such API route.'});
};

// One log line per request. Only the path is logged: query strings carry confirmation tokens.
// A route adds what it learned (a sign-up's list, address hash and outcome) to that same line
// with `logFields`, so a sign-up costs one log write, not two.
import type {RequestHandler, Response} from 'express';
import type {Logger} from '../logger';

const extraFields = new WeakMap<Response, object>();

/** Adds fields to this request's log line. */
export function logFields(res: Response, fields: object): void {
  extraFields.set(res, {...extraFields.get(res), ...fields});
}

export function requestLog(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    res.on('finish', () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      logger.info(
        {
          method: req.method,
          path: req.originalUrl.split('?')[0],
          status: res.statusCode,
          ms: Math.round(ms * 10) / 10,
          ...extraFields.get(res),
        },
        'request',
      );
    });
    next();
  };
}

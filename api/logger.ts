// Structured logs. Email addresses never appear in clear: code logs `emailHash(email)`, and the
// redaction list catches any that slip into a logged object.
import {createHash} from 'node:crypto';
import pino, {type Logger} from 'pino';

export type {Logger};

export function createLogger(level = 'info'): Logger {
  return pino({
    level,
    base: undefined,
    redact: {
      paths: [
        'email',
        '*.email',
        'body.email',
        'req.body.email',
        'token',
        '*.token',
        'query.token',
      ],
      censor: '[redacted]',
    },
  });
}

/** A short stable fingerprint to correlate log lines about one address without storing it. */
export function emailHash(email: string): string {
  return createHash('sha256').update(email).digest('hex').slice(0, 16);
}

// Structured logs. Email addresses and link tokens never appear in clear: code logs
// `emailHash(email)`, request logs drop query strings, the redaction list catches addresses that
// slip into a logged object, and mail-server errors go through `redactAddresses`.
import {createHash} from 'node:crypto';
import pino, {type DestinationStream, type Logger} from 'pino';

export type {Logger};

export function createLogger(level = 'info', destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      base: undefined,
      redact: {
        paths: [
          'email',
          '*.email',
          'to',
          '*.to',
          'body.email',
          'req.body.email',
          'token',
          '*.token',
          'query.token',
        ],
        censor: '[redacted]',
      },
    },
    destination,
  );
}

/** A short stable fingerprint to correlate log lines about one address without storing it. */
export function emailHash(email: string): string {
  return createHash('sha256').update(email).digest('hex').slice(0, 16);
}

/** Mail servers quote the recipient in their errors ("550 <x@y>: no such user"). */
export function redactAddresses(text: string): string {
  return text.replace(/[^\s<>"'()[\],;:]+@[^\s<>"'()[\],;:]+/g, '[address]');
}

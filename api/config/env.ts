// Configuration comes only from the environment, checked once at start-up so a typo stops the
// process with a message naming the variable instead of failing on the first request.
import path from 'node:path';
import {z} from 'zod';
import type {MailThrottle} from '../store/types';

const port = z.coerce.number().int().min(0).max(65535);
const positiveInt = z.coerce.number().int().positive();

const origins = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
  )
  .pipe(
    z
      .array(
        z.string().refine((origin) => {
          try {
            return new URL(origin).origin === origin;
          } catch {
            return false;
          }
        }, 'each origin must look like https://example.com (scheme, host, optional port, no path)'),
      )
      .min(1),
  );

/**
 * Express's `trust proxy`: false, a hop count, or a comma-separated list of addresses/subnets.
 * `true` is refused: it trusts every X-Forwarded-For entry, so a client could write its own and
 * pick its rate-limit key.
 */
const trustProxy = z
  .string()
  .refine(
    (value) => value !== 'true',
    'true would trust a client-written X-Forwarded-For; give the number of proxies in front of the server (e.g. 1) or their addresses (e.g. loopback, 10.0.0.0/8)',
  )
  .transform((value): false | number | string => {
    if (value === 'false' || value === '' || value === '0') return false;
    if (/^\d+$/.test(value)) return Number(value);
    return value;
  });

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: port.default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  DATABASE_SCHEMA: z
    .string()
    .regex(/^[a-z_][a-z0-9_]{0,62}$/, 'must be a lower-case SQL identifier')
    .optional(),
  STATIC_DIR: z.string().min(1).default('build'),
  SITE_ORIGINS: origins.optional(),
  TRUST_PROXY: trustProxy.default(false),
  RATE_LIMIT_MAX: positiveInt.default(20),
  RATE_LIMIT_WINDOW_MS: positiveInt.default(10 * 60 * 1000),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Tessera UI <newsletter@localhost>'),
  PUBLIC_URL: z.url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  CONSENT_VERSION: z.string().min(1).max(32).default('2026-11'),
  UNSUBSCRIBE_RATE_LIMIT_MAX: positiveInt.default(30),
  CONFIRM_RESEND_INTERVAL_MS: positiveInt.default(10 * 60 * 1000),
  CONFIRM_MAX_PER_DAY: positiveInt.default(5),
  SMTP_TIMEOUT_MS: positiveInt.default(10_000),
  MAIL_RETRY_BASE_MS: positiveInt.default(30_000),
  MAIL_MAX_ATTEMPTS: positiveInt.default(8),
  MAIL_POLL_MS: positiveInt.default(2000),
  PENDING_RETENTION_DAYS: positiveInt.default(30),
  CONSENT_RETENTION_DAYS: positiveInt.default(3 * 365),
  PURGE_INTERVAL_MS: positiveInt.default(60 * 60 * 1000),
  WRITE_QUEUE_MAX: positiveInt.default(5000),
  WRITER_STALL_MS: positiveInt.default(10_000),
  SHUTDOWN_TIMEOUT_MS: positiveInt.default(10_000),
});

export interface Config {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** PostgreSQL schema (created when missing); default `public`. */
  databaseSchema: string | undefined;
  staticDir: string;
  siteOrigins: string[];
  trustProxy: false | number | string;
  rateLimit: {max: number; windowMs: number};
  /** The one-click unsubscribe has its own per-IP limit (same window). */
  unsubscribeRateLimitMax: number;
  throttle: MailThrottle;
  mail: {timeoutMs: number; retryBaseMs: number; maxAttempts: number; pollMs: number};
  retention: {pendingDays: number; consentDays: number; purgeIntervalMs: number};
  writeQueueMax: number;
  writerStallMs: number;
  shutdownTimeoutMs: number;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Base of the links written into mails (confirm, unsubscribe). */
  publicUrl: string;
  logLevel: string;
  consentVersion: string;
}

export class ConfigError extends Error {}

/** Parses the environment; throws a ConfigError that names every invalid variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // Empty strings mean "unset" so `FOO= npm run serve` does not fail on an empty value.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const result = schema.safeParse(present);
  if (!result.success) {
    const lines = result.error.issues.map(
      (issue) => `  ${String(issue.path[0] ?? '(environment)')}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid environment variable(s):\n${lines.join('\n')}`);
  }
  const e = result.data;
  const local = [`http://localhost:${e.PORT}`, `http://127.0.0.1:${e.PORT}`];
  const siteOrigins = e.SITE_ORIGINS ?? local;
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databaseSchema: e.DATABASE_SCHEMA,
    staticDir: path.resolve(e.STATIC_DIR),
    siteOrigins,
    trustProxy: e.TRUST_PROXY,
    rateLimit: {max: e.RATE_LIMIT_MAX, windowMs: e.RATE_LIMIT_WINDOW_MS},
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    publicUrl: (e.PUBLIC_URL ?? siteOrigins[0] ?? local[0]!).replace(/\/+$/, ''),
    logLevel: e.LOG_LEVEL,
    consentVersion: e.CONSENT_VERSION,
    unsubscribeRateLimitMax: e.UNSUBSCRIBE_RATE_LIMIT_MAX,
    throttle: {intervalMs: e.CONFIRM_RESEND_INTERVAL_MS, perDay: e.CONFIRM_MAX_PER_DAY},
    mail: {
      timeoutMs: e.SMTP_TIMEOUT_MS,
      retryBaseMs: e.MAIL_RETRY_BASE_MS,
      maxAttempts: e.MAIL_MAX_ATTEMPTS,
      pollMs: e.MAIL_POLL_MS,
    },
    retention: {
      pendingDays: e.PENDING_RETENTION_DAYS,
      consentDays: e.CONSENT_RETENTION_DAYS,
      purgeIntervalMs: e.PURGE_INTERVAL_MS,
    },
    writeQueueMax: e.WRITE_QUEUE_MAX,
    writerStallMs: e.WRITER_STALL_MS,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
  };
}

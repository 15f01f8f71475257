// Configuration comes only from the environment, checked once at start-up so a typo stops the
// process with a message naming the variable instead of failing on the first request.
import path from 'node:path';
import {z} from 'zod';

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

/** Express's `trust proxy`: true/false, a hop count, or a comma-separated list of addresses. */
const trustProxy = z.string().transform((value): boolean | number | string => {
  if (value === 'true') return true;
  if (value === 'false' || value === '') return false;
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
  trustProxy: boolean | number | string;
  rateLimit: {max: number; windowMs: number};
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
  };
}

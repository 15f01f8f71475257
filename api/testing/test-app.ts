// Builds the real app on a fresh SQLite store in a temporary directory, with the file mailer and
// mail delivery (not polling: `deliver()` sends what is due); `close()` removes everything.
import {mkdtempSync, rmSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {Writable} from 'node:stream';
import {createApp, type AppDeps} from '../app';
import {loadConfig} from '../config/env';
import {createLogger} from '../logger';
import {createDelivery} from '../mail/delivery';
import {createMailer, type Mailer} from '../mail/mailer';
import {SqliteStore} from '../store/sqlite';

export const SITE_ORIGIN = 'http://127.0.0.1:3210';

/** Every log line the app wrote, as text (for redaction checks). */
export function logCapture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  return {lines, logger: createLogger('debug', stream)};
}

export async function buildTestApp(
  env: Record<string, string> = {},
  overrides: Partial<AppDeps> & {mailer?: Mailer} = {},
) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tessera-api-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    SITE_ORIGINS: SITE_ORIGIN,
    RATE_LIMIT_MAX: '100000',
    UNSUBSCRIBE_RATE_LIMIT_MAX: '100000',
    ...env,
  });
  const store = await SqliteStore.open(dataDir, {
    stallMs: config.writerStallMs,
    maxQueue: config.writeQueueMax,
  });
  const {mailer: mailerOverride, ...appOverrides} = overrides;
  const mailer = mailerOverride ?? createMailer({dataDir, from: config.mailFrom});
  const logger = overrides.logger ?? createLogger('silent');
  const delivery = createDelivery({
    store,
    mailer,
    logger,
    options: {publicUrl: config.publicUrl, ...config.mail},
    now: overrides.now,
  });
  const app = createApp({config, store, logger, ...appOverrides});
  return {
    app,
    store,
    config,
    delivery,
    dataDir,
    outboxDir: path.join(dataDir, 'outbox'),
    /** Sends every mail that is due now. */
    deliver: () => delivery.flush(),
    async close() {
      await store.close().catch(() => undefined);
      await mailer.close();
      rmSync(dataDir, {recursive: true, force: true});
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof buildTestApp>>;

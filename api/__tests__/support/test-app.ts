// Builds the real app on a fresh SQLite store in a temporary directory; `close()` removes it.
import {mkdtempSync, rmSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {createApp, type AppDeps} from '../../app';
import {loadConfig} from '../../config/env';
import {createLogger} from '../../logger';
import {createMailer} from '../../mail/mailer';
import {SqliteStore} from '../../store/sqlite';

export const SITE_ORIGIN = 'http://127.0.0.1:3210';

export async function buildTestApp(
  env: Record<string, string> = {},
  overrides: Partial<AppDeps> = {},
) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tessera-api-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    SITE_ORIGINS: SITE_ORIGIN,
    RATE_LIMIT_MAX: '100000',
    ...env,
  });
  const store = await SqliteStore.open(dataDir);
  const mailer = createMailer({dataDir, from: config.mailFrom});
  const app = createApp({config, store, mailer, logger: createLogger('silent'), ...overrides});
  return {
    app,
    store,
    config,
    outboxDir: path.join(dataDir, 'outbox'),
    async close() {
      await store.close().catch(() => undefined);
      rmSync(dataDir, {recursive: true, force: true});
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof buildTestApp>>;

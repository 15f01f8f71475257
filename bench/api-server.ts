// Child process of bench/api.ts: one server per measured target, so the load generator never
// shares an event loop with the server it measures. Prints "ready <port>" once listening.
import {mkdtempSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import express from 'express';
import {createApp} from '../api/app';
import {loadConfig} from '../api/config/env';
import {createLogger} from '../api/logger';
import {createMailer} from '../api/mail/mailer';
import {openStore} from '../api/store';

async function main() {
  const mode = process.argv[2];
  if (mode === 'bare') {
    // The ceiling: Express routing and a JSON answer, nothing else.
    const app = express();
    app.post('/api/newsletter', (_req, res) => {
      res.json({success: true});
    });
    const server = app.listen(0, '127.0.0.1', () => {
      console.log(`ready ${(server.address() as {port: number}).port}`);
    });
    return;
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `tessera-bench-${mode}-`));
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'production',
    PORT: '0',
    DATA_DIR: dataDir,
    DATABASE_URL: mode === 'postgres' ? process.env.DATABASE_URL : undefined,
    SITE_ORIGINS: 'http://127.0.0.1:3000',
    RATE_LIMIT_MAX: '100000000',
    LOG_LEVEL: 'warn',
  });
  const schema = mode === 'postgres' ? `bench_${process.pid}` : undefined;
  const store = await openStore(config, {schema, poolSize: 20});
  const mailer = createMailer({dataDir, from: config.mailFrom});
  const app = createApp({config, store, mailer, logger: createLogger('warn'), serveStatic: false});
  const server = app.listen(0, '127.0.0.1', () => {
    console.log(`ready ${(server.address() as {port: number}).port}`);
  });
  process.on('SIGTERM', async () => {
    server.close();
    if (store.kind === 'postgres' && schema) {
      const pool = (store as unknown as {pool: import('pg').Pool}).pool;
      await pool.query(`DROP SCHEMA ${schema} CASCADE`).catch(() => undefined);
    }
    await store.close();
    process.exit(0);
  });
}

void main();

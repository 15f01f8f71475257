// Child process of bench/api.ts: one server per measured target, so the load generator never
// shares an event loop with the server it measures. The sign-up targets run the real runtime (the
// store, the write queue, mail delivery to the file outbox, retention) as `npm run serve` does, with
// its default log level.
// Prints "ready <port>" once listening.
import {mkdtempSync, rmSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import express from 'express';
import pg from 'pg';
import pino from 'pino';
import {loadConfig} from '../api/config/env';
import {createLogger} from '../api/logger';
import {startRuntime} from '../api/runtime';

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
  const schema = mode === 'postgres' ? `bench_${process.pid}` : undefined;
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'production',
    PORT: '0',
    DATA_DIR: dataDir,
    DATABASE_URL: mode === 'postgres' ? process.env.DATABASE_URL : undefined,
    DATABASE_SCHEMA: schema,
    SITE_ORIGINS: 'http://127.0.0.1:3000',
    RATE_LIMIT_MAX: '100000000',
  });
  // The production log level (info: a line per request and per sign-up), written to a file as a
  // supervisor would collect it, so logging costs what it costs in production.
  const logger = createLogger(
    config.logLevel,
    pino.destination({dest: path.join(dataDir, 'server.log'), sync: true}),
  );
  const runtime = await startRuntime(config, logger, {serveStatic: false});
  const server = runtime.app.listen(0, '127.0.0.1', () => {
    console.log(`ready ${(server.address() as {port: number}).port}`);
  });
  process.on('SIGTERM', async () => {
    await runtime.close(server);
    if (schema && config.databaseUrl) {
      const client = new pg.Client({connectionString: config.databaseUrl});
      await client.connect();
      await client.query(`DROP SCHEMA ${schema} CASCADE`).catch(() => undefined);
      await client.end();
    }
    rmSync(dataDir, {recursive: true, force: true});
    process.exit(0);
  });
}

void main();

// The process entry point: reads the configuration, opens the store (applying migrations), and
// listens. SIGTERM/SIGINT close the server and the store cleanly.
import {createApp} from './app';
import {ConfigError, loadConfig, type Config} from './config/env';
import {createLogger} from './logger';
import {createMailer} from './mail/mailer';
import {openStore} from './store';

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

async function main() {
  const config = readConfig();
  const logger = createLogger(config.logLevel);
  const store = await openStore(config);
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    dataDir: config.dataDir,
    from: config.mailFrom,
  });
  const app = createApp({config, store, mailer, logger});
  const server = app.listen(config.port, config.host, () => {
    logger.info(
      {
        port: config.port,
        host: config.host,
        store: store.kind,
        mail: config.smtpUrl ? 'smtp' : 'outbox',
      },
      `listening on http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port}`,
    );
  });
  server.on('error', (error) => {
    logger.fatal({err: error}, 'server failed to start');
    process.exit(1);
  });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({signal}, 'shutting down');
    server.close(() => {
      store.close().finally(() => process.exit(0));
    });
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), 5000).unref();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch((error) => {
  console.error('The server could not start:', error instanceof Error ? error.message : error);
  process.exit(1);
});

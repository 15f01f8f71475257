// The process entry point: reads the configuration, opens the store (applying migrations), and
// listens. SIGTERM/SIGINT stop accepting connections, let in-flight requests finish, stop mail
// delivery, commit queued writes and close the pools, then exit 0 — or 1 if that failed or took
// longer than SHUTDOWN_TIMEOUT_MS. A second signal exits at once.
import {ConfigError, loadConfig, type Config} from './config/env';
import {createLogger} from './logger';
import {startRuntime} from './runtime';

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

const SIGNAL_EXIT_CODES: Record<string, number> = {SIGINT: 130, SIGTERM: 143};

async function main() {
  const config = readConfig();
  const logger = createLogger(config.logLevel);
  const runtime = await startRuntime(config, logger);
  const server = runtime.app.listen(config.port, config.host, () => {
    logger.info(
      {
        port: config.port,
        host: config.host,
        store: runtime.store.kind,
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
    if (stopping) {
      logger.warn({signal}, 'second signal: exiting now');
      process.exit(SIGNAL_EXIT_CODES[signal] ?? 1);
    }
    stopping = true;
    logger.info({signal}, 'shutting down');
    const deadline = setTimeout(() => {
      logger.error(
        {timeoutMs: config.shutdownTimeoutMs},
        'shutdown took too long; exiting with in-flight work abandoned',
      );
      process.exit(1);
    }, config.shutdownTimeoutMs);
    deadline.unref();
    runtime.close(server).then(
      () => {
        logger.info('shut down cleanly');
        process.exit(0);
      },
      (error: unknown) => {
        logger.error({err: error}, 'shutdown failed');
        process.exit(1);
      },
    );
    server.closeIdleConnections();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch((error) => {
  console.error('The server could not start:', error instanceof Error ? error.message : error);
  process.exit(1);
});

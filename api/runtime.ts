// Everything a running API process owns — store, mail delivery, the retention schedule and the
// HTTP server — started in order and stopped in reverse. server.ts and the benchmark use it.
import type {Server} from 'node:http';
import {createApp} from './app';
import type {Config} from './config/env';
import type {Logger} from './logger';
import {createDelivery} from './mail/delivery';
import {createMailer} from './mail/mailer';
import {purgeNow} from './services/retention';
import {openStore} from './store';

export async function startRuntime(
  config: Config,
  logger: Logger,
  options: {serveStatic?: boolean} = {},
) {
  const events = {
    warn: (detail: object, message: string) => logger.warn(detail, message),
    error: (detail: object, message: string) => logger.error(detail, message),
  };
  const store = await openStore(config, {events});
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    dataDir: config.dataDir,
    from: config.mailFrom,
    timeoutMs: config.mail.timeoutMs,
  });
  if (mailer.kind === 'file' && config.nodeEnv === 'production') {
    logger.warn(
      {outbox: `${config.dataDir}/outbox`},
      'SMTP_URL is not set: mail is written to files in DATA_DIR/outbox/ and nobody receives it. Set SMTP_URL to send mail.',
    );
  }
  const delivery = createDelivery({
    store,
    mailer,
    logger,
    options: {publicUrl: config.publicUrl, ...config.mail},
  });
  const app = createApp({
    config,
    store,
    logger,
    mailQueued: delivery.kick,
    serveStatic: options.serveStatic,
  });

  const purge = async () => {
    try {
      const report = await purgeNow(store, config.retention, new Date());
      if (report) logger.info({...report}, 'retention purge done');
    } catch (error) {
      logger.warn(
        {reason: String((error as Error).message)},
        'retention purge failed; next run retries',
      );
    }
  };
  const purgeTimer = setInterval(purge, config.retention.purgeIntervalMs);
  purgeTimer.unref();
  void purge();
  delivery.start();

  return {
    app,
    store,
    delivery,
    /** Stops in reverse order: no new mail claims, pending writes committed, pools closed. */
    async close(server?: Server): Promise<void> {
      if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
      clearInterval(purgeTimer);
      await delivery.stop();
      await store.close();
      await mailer.close();
    },
  };
}

export type Runtime = Awaited<ReturnType<typeof startRuntime>>;

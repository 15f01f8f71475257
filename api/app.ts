// Builds the Express app from its dependencies and never listens (server.ts does), so tests can
// drive it with supertest on a fresh store.
import compression from 'compression';
import express, {Router, type Express} from 'express';
import helmet from 'helmet';
import type {Config} from './config/env';
import {apiNotFound, errorHandler} from './http/errors';
import {jsonBody, perIpRateLimit, proxyCheck, requireJson, sameSiteOnly} from './http/guards';
import {requestLog} from './http/request-log';
import {notFoundPage, staticSite} from './http/static-site';
import type {Logger} from './logger';
import {changelogRoutes} from './routes/changelog';
import {confirmRoutes} from './routes/confirm';
import {newsletterRoutes} from './routes/newsletter';
import {unsubscribeRoutes} from './routes/unsubscribe';
import {createSubscriptions} from './services/subscriptions';
import type {SubscriberStore} from './store/types';

export interface AppDeps {
  config: Config;
  store: SubscriberStore;
  logger: Logger;
  /** Called when a sign-up queued a mail (server.ts starts delivery at once). */
  mailQueued?: () => void;
  /** Serve the built site from `config.staticDir`. Default: in production only. */
  serveStatic?: boolean;
  now?: () => Date;
}

// The API answers JSON and a few script-free pages: nothing else may load or run.
const apiCsp = helmet.contentSecurityPolicy({
  useDefaults: false,
  directives: {
    defaultSrc: ["'none'"],
    styleSrc: ["'unsafe-inline'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
    baseUri: ["'none'"],
  },
});

function apiRouter(deps: AppDeps): Router {
  const {config, logger} = deps;
  const {store} = deps;
  const subscriptions = createSubscriptions(deps);
  const limit = perIpRateLimit({...config.rateLimit, name: 'api', counters: store.counters});
  const unsubscribeLimit = perIpRateLimit({
    max: config.unsubscribeRateLimitMax,
    windowMs: config.rateLimit.windowMs,
    name: 'unsubscribe',
    counters: store.counters,
  });
  const signUpGuards = [limit, sameSiteOnly(config.siteOrigins), requireJson, jsonBody];

  const router = Router();
  router.use(apiCsp);
  // Red (503) while the database is unreachable or the writer is down, so a load balancer or
  // supervisor can act; never rate limited.
  router.get('/health', async (_req, res) => {
    const health = await store.health();
    res
      .status(health.ok ? 200 : 503)
      .set('Cache-Control', 'no-store')
      .json({ok: health.ok, store: health.ok ? 'up' : 'down'});
  });
  router.use(newsletterRoutes(subscriptions, logger, signUpGuards));
  router.use(changelogRoutes(subscriptions, logger, signUpGuards));
  router.use(confirmRoutes(subscriptions, [limit]));
  router.use(unsubscribeRoutes(subscriptions, [unsubscribeLimit]));
  router.use(limit, apiNotFound);
  return router;
}

export function createApp(deps: AppDeps): Express {
  const {config, logger} = deps;
  const app = express();
  app.disable('x-powered-by');
  // Express hashes every body it sends for an ETag. API answers are per-request (never revalidated)
  // and the site's files get theirs from sendFile, so that hash is pure cost.
  app.disable('etag');
  app.set('trust proxy', config.trustProxy);
  app.use(requestLog(logger));
  app.use(proxyCheck(config.trustProxy, logger));
  // The docs site needs inline scripts (theme switch) and eval (live code), so the strict CSP is
  // applied to /api only; every other helmet header applies everywhere.
  app.use(helmet({contentSecurityPolicy: false}));
  app.use('/api', apiRouter(deps));
  if (deps.serveStatic ?? config.nodeEnv === 'production') {
    // Only the site is compressed: API answers are a few hundred bytes, under compression's 1 kB
    // threshold, so wrapping every API response in it bought nothing.
    app.use(compression());
    app.use(staticSite(config.staticDir));
    app.use(notFoundPage(config.staticDir));
  }
  app.use(errorHandler(logger));
  return app;
}

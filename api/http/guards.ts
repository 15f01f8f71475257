// Request guards: JSON only, a small body, the site's own origin, per-IP rate limits (counted in
// PostgreSQL when several processes share it), and a check that the client address is read from
// the right place behind proxies.
import express, {type RequestHandler} from 'express';
import {rateLimit, type Store} from 'express-rate-limit';
import type {Logger} from '../logger';
import type {HitCounter} from '../store/types';

export const BODY_LIMIT_BYTES = 1024;

export const requireJson: RequestHandler = (req, res, next) => {
  if (req.is('application/json')) return next();
  res.status(415).json({
    success: false,
    error: 'Send the request body as JSON (Content-Type: application/json).',
  });
};

export const jsonBody = express.json({limit: BODY_LIMIT_BYTES, strict: true});

/**
 * Browsers always send `Origin` on a cross-site POST; a request without one is not a browser form
 * on another site (mail clients, curl), so only a present, foreign origin is refused.
 */
export function sameSiteOnly(allowedOrigins: string[]): RequestHandler {
  const allowed = new Set(allowedOrigins);
  return (req, res, next) => {
    const origin = req.get('origin');
    const fetchSite = req.get('sec-fetch-site');
    const foreign = origin !== undefined ? !allowed.has(origin) : fetchSite === 'cross-site';
    if (!foreign) return next();
    res.status(403).json({
      success: false,
      error: 'Sign-ups are only accepted from the Tessera UI website.',
    });
  };
}

/** express-rate-limit's store interface over the store's shared counters. */
class SharedStore implements Store {
  windowMs = 60_000;
  readonly localKeys = false;

  constructor(
    private readonly counter: HitCounter,
    readonly prefix: string,
  ) {}

  init(options: {windowMs: number}) {
    this.windowMs = options.windowMs;
  }

  async increment(key: string) {
    const {hits, resetAt} = await this.counter.hit(this.prefix + key, this.windowMs, Date.now());
    return {totalHits: hits, resetTime: new Date(resetAt)};
  }

  async decrement(key: string) {
    await this.counter.undo(this.prefix + key);
  }

  async resetKey(key: string) {
    await this.counter.reset(this.prefix + key);
  }
}

export interface RateLimitOptions {
  max: number;
  windowMs: number;
  /** Separates limiters sharing one counter table. */
  name: string;
  /** Shared counters (PostgreSQL); memory when undefined (one process). */
  counters: HitCounter | undefined;
  message?: string;
}

export function perIpRateLimit(options: RateLimitOptions): RequestHandler {
  return rateLimit({
    windowMs: options.windowMs,
    limit: options.max,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    identifier: options.name,
    store: options.counters ? new SharedStore(options.counters, `${options.name}:`) : undefined,
    // A store error (database down) goes to the error handler: 503 + Retry-After.
    passOnStoreError: false,
    // proxyCheck() reports a forwarding header arriving untrusted, once, through our logger.
    validate: {xForwardedForHeader: false},
    handler: (_req, res) => {
      res.status(429).json({
        success: false,
        error:
          options.message ??
          'Too many requests from your network. Please wait a few minutes and try again.',
      });
    },
  });
}

/**
 * Warns once when the proxy setting and the requests disagree: forwarding headers arriving while
 * no proxy is trusted (the limit keys on the proxy's address: every client shares one bucket), or
 * fewer forwarding hops than TRUST_PROXY counts (the left-most, client-written entry is trusted).
 */
export function proxyCheck(trustProxy: false | number | string, logger: Logger): RequestHandler {
  let warned = false;
  return (req, _res, next) => {
    if (warned) return next();
    const forwarded = req.get('x-forwarded-for');
    if (forwarded !== undefined && trustProxy === false) {
      warned = true;
      logger.warn(
        {socketAddress: req.socket.remoteAddress},
        'Requests carry X-Forwarded-For but TRUST_PROXY is not set: rate limits key on the proxy, not the client. Set TRUST_PROXY to the number of proxies in front of the server.',
      );
    } else if (typeof trustProxy === 'number' && trustProxy > 0) {
      const hops = forwarded === undefined ? 0 : forwarded.split(',').length;
      if (hops < trustProxy) {
        warned = true;
        logger.warn(
          {trustProxy, hops},
          `TRUST_PROXY=${trustProxy} but a request came through ${hops} proxies: a client could write its own X-Forwarded-For entry. Set TRUST_PROXY to the number of proxies in front of the server.`,
        );
      }
    }
    next();
  };
}

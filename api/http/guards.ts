// Request guards for the sign-up routes: JSON only, a small body, the site's own origin, and a
// per-IP rate limit.
import express, {type RequestHandler} from 'express';
import {rateLimit} from 'express-rate-limit';

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

export function perIpRateLimit(options: {max: number; windowMs: number}): RequestHandler {
  return rateLimit({
    windowMs: options.windowMs,
    limit: options.max,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    handler: (_req, res) => {
      res.status(429).json({
        success: false,
        error: 'Too many requests from your network. Please wait a few minutes and try again.',
      });
    },
  });
}

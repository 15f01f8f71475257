// Serves the Docusaurus build. The site is built with `trailingSlash: false`, so `/docs/x` is the
// file `docs/x.html`; `/docs/x/index.html` is also accepted for pages emitted as folders.
import {stat} from 'node:fs/promises';
import path from 'node:path';
import type {NextFunction, Request, RequestHandler, Response} from 'express';

/** Content-hashed names (`main.3f2a9c1b.js`, `logo-8a3b1c9d0e.png`) never change content. */
const HASHED_ASSET = /^\/assets\/.*[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;

export function cacheControlFor(urlPath: string, file: string): string {
  if (HASHED_ASSET.test(urlPath)) return 'public, max-age=31536000, immutable';
  // Everything else (HTML, search index, images with stable names) revalidates with its ETag.
  if (file.endsWith('.html')) return 'no-cache';
  return 'no-cache';
}

async function isFile(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

function candidates(pathname: string): string[] {
  if (pathname.endsWith('/')) return [`${pathname}index.html`];
  return [pathname, `${pathname}.html`, `${pathname}/index.html`];
}

function send(res: Response, next: NextFunction, file: string, cacheControl: string, status = 200) {
  res
    .status(status)
    .sendFile(
      file,
      {dotfiles: 'deny', cacheControl: false, headers: {'Cache-Control': cacheControl}},
      (error) => {
        // ECONNABORTED: the client went away (a cancelled prefetch, a closed tab). Nobody is left to
        // answer and nothing on the server failed, so it is neither an error nor a 500.
        if (!error || (error as NodeJS.ErrnoException).code === 'ECONNABORTED') return;
        if (!res.headersSent) next(error);
      },
    );
}

export function staticSite(rootDir: string): RequestHandler {
  const root = path.resolve(rootDir);
  return async (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    let pathname: string;
    try {
      pathname = decodeURIComponent(req.path);
    } catch {
      return next();
    }
    // Dotfiles (.env, .git) are never part of the site.
    if (pathname.includes('\0') || /\/\./.test(pathname)) return next();
    for (const candidate of candidates(pathname)) {
      const file = path.join(root, path.posix.normalize(candidate));
      if (!file.startsWith(root + path.sep)) continue;
      if (await isFile(file)) return send(res, next, file, cacheControlFor(req.path, file));
    }
    // `/search/` names the page `/search` (search.html): links with a trailing slash, such as the
    // search plugin's "See all results", land on the page, with their query, instead of a 404.
    // Only single-slash paths: `//host/` would redirect off the site.
    if (/^\/[^/\\][^\\]*[^/]\/+$/.test(req.path)) {
      const page = req.path.replace(/\/+$/, '');
      const file = path.join(root, path.posix.normalize(`${decodeURIComponent(page)}.html`));
      if (file.startsWith(root + path.sep) && (await isFile(file))) {
        const queryAt = req.originalUrl.indexOf('?');
        const query = queryAt === -1 ? '' : req.originalUrl.slice(queryAt);
        return res.redirect(301, `${page}${query}`);
      }
    }
    next();
  };
}

/** Unknown pages: the site's own 404 page with status 404. */
export function notFoundPage(rootDir: string): RequestHandler {
  const page = path.join(path.resolve(rootDir), '404.html');
  return async (req, res, next) => {
    if ((req.method === 'GET' || req.method === 'HEAD') && (await isFile(page))) {
      return send(res, next, page, 'no-cache', 404);
    }
    res.status(404).type('text/plain').send('Not found');
  };
}

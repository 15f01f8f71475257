// Reads the URLs of the production build's sitemap.xml so the sweep covers every page the site
// publishes. The list is read when the spec file is collected (tests are generated per URL), so it
// comes from the built files the server is about to serve, not from the server itself.
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';

/** The folder the e2e server serves (same default as `api/config/env.ts`). */
export function staticDir(): string {
  return path.resolve(process.env.STATIC_DIR || 'build');
}

/** Paths (`/docs/x`) of every `<loc>` in the built sitemap, in sitemap order, without duplicates. */
export function readSitemapPaths(dir = staticDir()): string[] {
  const file = path.join(dir, 'sitemap.xml');
  if (!existsSync(file)) {
    throw new Error(
      `No sitemap at ${file}. Build the site first (npx docusaurus build), or set STATIC_DIR to ` +
        'the folder the e2e server serves.',
    );
  }
  const xml = readFileSync(file, 'utf8');
  const paths = [...xml.matchAll(/<loc>\s*([^<\s]+)\s*<\/loc>/g)].map((match) => {
    const url = new URL(decodeXml(match[1]!));
    return `${url.pathname}${url.search}`;
  });
  if (paths.length === 0) throw new Error(`${file} lists no <loc> URLs.`);
  return [...new Set(paths)];
}

function decodeXml(text: string): string {
  return text
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&apos;', "'")
    .replaceAll('&amp;', '&');
}

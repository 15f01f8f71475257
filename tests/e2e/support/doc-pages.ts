// What the built site holds for the controls sweep: its doc pages and, for each, the live examples
// and controls its served HTML has. Read when the spec is collected, from the files the e2e server
// is about to serve, so a new page is swept without anyone touching the spec.
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import catalogue from '../../../showcase/components.json';
import {readSitemapPaths, staticDir} from './sitemap';

export interface DocPage {
  path: string;
  /** The titles of its live examples ("Edit code: {title}"), in page order. */
  examples: string[];
  /** It has an inline live block, which loads the editor to preview as it nears the viewport. */
  inlineBlocks: boolean;
  /** How many of its examples are modules (not inline blocks): each has TypeScript and JavaScript. */
  moduleExamples: number;
  /** How many TypeScript / JavaScript switches its served HTML has. */
  languageSwitches: number;
  /** It has package-manager tabs. */
  installTabs: boolean;
  /** It has a table of contents (links to its own headings). */
  toc: boolean;
}

/** The built HTML file the server answers `urlPath` with. */
export function builtFile(urlPath: string, dir: string): string {
  const clean = urlPath.replace(/\/$/, '');
  const candidates = [path.join(dir, `${clean}.html`), path.join(dir, clean, 'index.html')];
  const found = candidates.find((file) => existsSync(file));
  if (!found)
    throw new Error(`The build has no page for ${urlPath}: neither ${candidates.join(' nor ')}.`);
  return found;
}

function decodeHtml(text: string): string {
  return text
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&#x27;', "'")
    .replaceAll('&amp;', '&');
}

/** Every doc page of every version the sitemap publishes, with what its served HTML holds. */
export function readDocPages(dir = staticDir()): DocPage[] {
  return readSitemapPaths(dir)
    .filter((urlPath) => urlPath.startsWith('/docs/'))
    .map((urlPath) => {
      const html = readFileSync(builtFile(urlPath, dir), 'utf8');
      // The minifier drops quotes where it can: `aria-label="Edit code: Button sizes"` stays quoted.
      const examples = [...html.matchAll(/aria-label="?Edit code: ([^"]*)"/g)].map((match) =>
        decodeHtml(match[1]!),
      );
      return {
        path: urlPath,
        examples,
        inlineBlocks: html.includes('Loading preview…'),
        moduleExamples: examples.length - html.split('Loading preview…').length + 1,
        languageSwitches: html.match(/role="?group"? aria-label="?Language"?/g)?.length ?? 0,
        installTabs: /class="?[^">]*package-manager-tabs/.test(html),
        toc: /class="?[^">]*table-of-contents/.test(html),
      };
    });
}

/**
 * The doc pages the controls sweep covers: every page with a live example, install tabs or a table
 * of contents. Fails when a component of the catalogue has no such page, so a page that lost its
 * examples cannot drop out of the sweep unnoticed.
 */
export function readSweptDocPages(dir = staticDir()): DocPage[] {
  const pages = readDocPages(dir).filter(
    (page) => page.examples.length > 0 || page.installTabs || page.toc,
  );
  const withExamples = new Set(
    pages.filter((page) => page.examples.length > 0).map((page) => page.path),
  );
  const missing = catalogue
    .filter((entry) => !withExamples.has(entry.href))
    .map((entry) => entry.href);
  if (missing.length > 0) {
    throw new Error(
      `The catalogue's components have no live example in the build: ${missing.join(', ')}.`,
    );
  }
  return pages;
}

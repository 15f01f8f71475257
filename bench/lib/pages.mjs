// Chooses the pages to measure from a build folder: three component pages with several live
// examples (the heaviest pages readers open); when one does not exist yet, the component page with
// the most examples stands in, and the result says so.
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';

const PREFERRED_COMPONENTS = ['button', 'form', 'tabs'];

export function htmlFile(buildDir, urlPath) {
  const clean = urlPath.replace(/\/$/, '');
  const candidates = clean === '' ? ['index.html'] : [`${clean}.html`, `${clean}/index.html`];
  return candidates.map((file) => path.join(buildDir, file)).find((file) => existsSync(file));
}

export function sitemapPaths(buildDir) {
  const xml = readFileSync(path.join(buildDir, 'sitemap.xml'), 'utf8');
  return [...xml.matchAll(/<loc>\s*([^<\s]+)\s*<\/loc>/g)].map(
    (match) => new URL(match[1]).pathname,
  );
}

function exampleCount(buildDir, urlPath) {
  const file = htmlFile(buildDir, urlPath);
  if (!file) return 0;
  // The HTML minifier drops attribute quotes where it can.
  return (readFileSync(file, 'utf8').match(/data-testid=["']?example["'\s>]/g) ?? []).length;
}

export function choosePages(buildDir) {
  const all = sitemapPaths(buildDir);
  const notes = [];
  const pages = [{label: 'home', path: '/'}];

  const withExamples = all
    .filter((urlPath) => !urlPath.startsWith('/docs/1.x/'))
    .map((urlPath) => ({urlPath, examples: exampleCount(buildDir, urlPath)}))
    .filter((entry) => entry.examples >= 2)
    .sort((a, b) => b.examples - a.examples);
  const chosen = new Set();
  for (const name of PREFERRED_COMPONENTS) {
    const preferred = `/docs/components/${name}`;
    if (htmlFile(buildDir, preferred) && exampleCount(buildDir, preferred) > 0) {
      pages.push({label: name, path: preferred});
      chosen.add(preferred);
      continue;
    }
    const stand = withExamples.find((entry) => !chosen.has(entry.urlPath));
    if (stand) {
      chosen.add(stand.urlPath);
      pages.push({label: `${name}→${path.basename(stand.urlPath)}`, path: stand.urlPath});
      notes.push(
        `${preferred} has no live examples in this build; measured ${stand.urlPath} instead`,
      );
    } else {
      notes.push(`${preferred} has no live examples in this build and no page has two or more`);
    }
  }

  const showcase = all.find((urlPath) => /^\/showcase\/[^/]+$/.test(urlPath));
  if (showcase) pages.push({label: 'showcase', path: showcase});
  else notes.push('the build has no /showcase/{name} page');
  // The theme builder renders every component in its preview: the heaviest page a reader opens.
  if (htmlFile(buildDir, '/themes')) pages.push({label: 'themes', path: '/themes'});
  else notes.push('the build has no /themes page');
  return {pages, notes};
}

/**
 * Every current component page and every showcase page not already among `measured`: the sweep,
 * measured once each so that no page goes unmeasured.
 */
export function sweepPages(buildDir, measured) {
  const taken = new Set(measured.map((page) => page.path));
  return sitemapPaths(buildDir)
    .filter(
      (urlPath) =>
        /^\/docs\/components\/[a-z0-9-]+$/.test(urlPath) && !urlPath.endsWith('/overview'),
    )
    .concat(sitemapPaths(buildDir).filter((urlPath) => /^\/showcase\/[^/]+$/.test(urlPath)))
    .filter((urlPath) => !taken.has(urlPath))
    .map((urlPath) => ({label: path.basename(urlPath), path: urlPath, isSweep: true}));
}

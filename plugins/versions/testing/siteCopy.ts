// A small working copy of the site for tests that cut a version and build: the site's code and
// config, the library, and only the docs pages a chosen component page needs (the pages its
// Markdown links reach), in every docs version. Dependencies are the repository's own, linked.
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const repo = path.resolve(__dirname, '../../..');

/** Files and folders the build reads, copied whole. */
const COPIED = [
  'package.json',
  'tsconfig.json',
  'docusaurus.config.ts',
  'sidebars.ts',
  'versions.json',
  'src',
  'static',
  'plugins',
  'showcase',
  'scripts/version-cut.ts',
  'versioned_sidebars',
  'versioned_artifacts',
];

const copy = (from: string, to: string) =>
  fs.cpSync(from, to, {
    recursive: true,
    filter: (source) => !/[\\/](node_modules|__tests__|__fixtures__)$/.test(source),
  });

/** Relative `./x.mdx` links of a page, resolved to slugs. */
const linkedPages = (file: string) =>
  [...fs.readFileSync(file, 'utf8').matchAll(/\]\(\.\/([a-z0-9-]+)\.mdx\)/g)].map((m) => m[1]!);

/** The component pages `start` reaches through relative links, itself included. */
function linkClosure(componentsDir: string, start: string): string[] {
  const seen = new Set<string>();
  const visit = (slug: string) => {
    const file = path.join(componentsDir, `${slug}.mdx`);
    if (seen.has(slug) || !fs.existsSync(file)) return;
    seen.add(slug);
    linkedPages(file).forEach(visit);
  };
  visit(start);
  return [...seen];
}

/** Copies a docs folder with getting-started, the overview and the closure of `component`. */
function copyDocs(from: string, to: string, component: string): void {
  copy(path.join(from, 'getting-started'), path.join(to, 'getting-started'));
  const components = path.join(from, 'components');
  for (const slug of ['overview', ...linkClosure(components, component)]) {
    copy(path.join(components, `${slug}.mdx`), path.join(to, 'components', `${slug}.mdx`));
    const examples = path.join(components, 'examples', slug);
    if (fs.existsSync(examples)) copy(examples, path.join(to, 'components', 'examples', slug));
  }
}

/** The workspace packages the build reads (the library, the registry and llms builders, the theme engine). */
const WORKSPACES = ['react', 'registry', 'theme'];

/** node_modules as links to the repository's packages, with the workspace packages pointing at the copy. */
function linkDependencies(siteDir: string): void {
  const modules = path.join(siteDir, 'node_modules');
  fs.mkdirSync(modules);
  for (const entry of fs.readdirSync(path.join(repo, 'node_modules'))) {
    if (entry === '@tessera-ui' || entry === '.cache') continue;
    fs.symlinkSync(path.join(repo, 'node_modules', entry), path.join(modules, entry));
  }
  fs.mkdirSync(path.join(modules, '@tessera-ui'));
  for (const name of WORKSPACES) {
    fs.symlinkSync(path.join(siteDir, 'packages', name), path.join(modules, '@tessera-ui', name));
  }
}

const git = (siteDir: string, ...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=Test', '-c', 'user.email=test@example.com', ...args], {
    cwd: siteDir,
    stdio: 'pipe',
  });

/** A committed copy of the site focused on one component page; remove it with `fs.rmSync`. */
export function createSiteCopy(component: string): string {
  const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-site-copy-'));
  for (const entry of COPIED) copy(path.join(repo, entry), path.join(siteDir, entry));
  for (const name of WORKSPACES) {
    for (const entry of ['package.json', 'src', 'CHANGELOG.md']) {
      const from = path.join(repo, 'packages', name, entry);
      if (fs.existsSync(from)) copy(from, path.join(siteDir, 'packages', name, entry));
    }
  }
  copyDocs(path.join(repo, 'docs'), path.join(siteDir, 'docs'), component);
  for (const version of fs.readdirSync(path.join(repo, 'versioned_docs'))) {
    copyDocs(
      path.join(repo, 'versioned_docs', version),
      path.join(siteDir, 'versioned_docs', version),
      component,
    );
  }
  linkDependencies(siteDir);
  fs.writeFileSync(path.join(siteDir, '.gitignore'), 'node_modules/\nbuild/\n.docusaurus/\n');
  git(siteDir, 'init', '-q');
  git(siteDir, 'add', '-A');
  git(siteDir, 'commit', '-qm', 'site copy');
  return siteDir;
}

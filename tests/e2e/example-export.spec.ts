// "Download project" and "Open in StackBlitz", end to end: the first example of every component
// page is downloaded in TypeScript and in JavaScript from the built docs, unzipped, installed
// once for all projects from a real registry (Verdaccio on loopback, serving the packed library),
// type-checked (TypeScript projects) and built with Vite (every project); a sample of the built
// apps is then opened in Chromium. The pages come from the build, so a new component page is
// covered without editing this file.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {Browser, Page} from '@playwright/test';
import catalogue from '../../showcase/components.json';
import {packPackages, tarballText} from '../../scripts/packages/pack';
import {projectSlug} from '../../src/components/Example/export/projectFiles';
import {STACKBLITZ_RUN_URL} from '../../src/components/Example/export/stackblitz';
import {buildProjects, typecheckProjects, type StepResult} from './support/build-projects';
import {readDocPages, type DocPage} from './support/doc-pages';
import {
  chooseLanguage,
  downloadExample,
  exampleBlock,
  normaliseCode,
  visibleText,
  type Language,
} from './support/example-download';
import {
  installShared,
  readManifest,
  readProjectFiles,
  unzipProject,
} from './support/exported-projects';
import {test, expect, expectHydrated, gotoHydrated} from './support/fixtures';
import {loadedScriptsContaining} from './support/loaded-scripts';
import {startRegistry, type LocalRegistry} from './support/registry';
import {readerEnvironment, stopRunningCommands} from './support/run-command';
import {serveDirectory} from './support/static-server';

const PACKAGE = '@tessera-ui/react';
/** Browser contexts downloading at once; each has its own storage, so its own language choice. */
const LANES = 2;
/** Built apps opened in Chromium: spread over the list, both languages, a date example among them. */
const SAMPLE_SIZE = 4;

interface ExportedProject {
  page: string;
  title: string;
  language: Language;
  dir: string;
  /** The docs preview's text, which the built app must show too. */
  previewText: string;
}

const componentPages = readDocPages().filter(
  (docPage) => /^\/docs\/components\/[^/]+$/.test(docPage.path) && docPage.examples.length > 0,
);

// One registry, one install and one set of projects for every test; a retry would redo minutes.
test.describe.configure({mode: 'serial', retries: 0, timeout: 4 * 60_000});

let work: string;
let tarball: string | undefined;
let registry: LocalRegistry | undefined;
const exported: ExportedProject[] = [];
const built: ExportedProject[] = [];

test.beforeAll(async () => {
  test.setTimeout(2 * 60_000);
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-export-'));
  tarball = packPackages()[PACKAGE];
  expect(tarball, `pack:packages printed no tarball for ${PACKAGE}`).toBeDefined();
  registry = await startRegistry();
  registry.publish(tarball!);
});

test.afterAll(async () => {
  stopRunningCommands();
  await registry?.stop();
  if (tarball) fs.rmSync(path.dirname(tarball), {recursive: true, force: true});
  if (work) fs.rmSync(work, {recursive: true, force: true});
});

function annotate(type: string, description: string): void {
  console.log(`${type}: ${description}`);
  test.info().annotations.push({type, description});
}

/** Downloads `docPage`'s first example in both languages, the one already shown first. */
async function exportPage(page: Page, docPage: DocPage, shown: Language): Promise<Language> {
  // Hydration, not the page's images and fonts, is what the example's buttons wait for.
  await page.goto(docPage.path, {waitUntil: 'domcontentloaded'});
  await expectHydrated(page);
  const title = docPage.examples[0]!;
  const block = exampleBlock(page, title);
  const previewText = await visibleText(block.getByTestId('example-preview'));
  const order: Language[] = shown === 'ts' ? ['ts', 'js'] : ['js', 'ts'];
  for (const language of order) {
    const download = await downloadExample(page, block, language);
    const parent = path.join(work, 'projects', language, path.basename(docPage.path));
    const dir = unzipProject(download.archive, parent);
    const where = `${docPage.path} (${language})`;
    expect(download.fileName, where).toBe(`${projectSlug(title)}.zip`);
    expect(`${path.basename(dir)}.zip`, where).toBe(download.fileName);
    const example = fs.readFileSync(path.join(dir, `src/Example.${language}x`), 'utf8');
    expect(normaliseCode(example), `${where}: the project holds the code shown`).toBe(
      download.shownCode,
    );
    exported.push({page: docPage.path, title, language, dir, previewText});
  }
  return order[1]!;
}

async function exportInLane(browser: Browser, baseURL: string, queue: DocPage[]): Promise<void> {
  const context = await browser.newContext({baseURL, acceptDownloads: true});
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`${page.url()}: ${message.text()}`);
  });
  try {
    let shown: Language = 'ts';
    for (let docPage = queue.shift(); docPage; docPage = queue.shift()) {
      shown = await exportPage(page, docPage, shown);
    }
  } catch (error) {
    // The other lanes stop after their current page: the test has failed already.
    queue.length = 0;
    throw error;
  } finally {
    await context.close();
  }
  expect(problems, 'console errors on the docs pages').toEqual([]);
}

test('should cover every component of the catalogue', () => {
  const covered = new Set(componentPages.map((docPage) => docPage.path));
  expect(catalogue.map((entry) => entry.href).filter((href) => !covered.has(href))).toEqual([]);
});

test('should download the first example of every component page in TypeScript and JavaScript', async ({
  browser,
}, testInfo) => {
  const started = performance.now();
  const queue = [...componentPages];
  const baseURL = testInfo.project.use.baseURL!;
  await Promise.all(Array.from({length: LANES}, () => exportInLane(browser, baseURL, queue)));
  expect(exported).toHaveLength(componentPages.length * 2);
  annotate(
    'downloads',
    `${exported.length} projects from ${componentPages.length} pages in ${seconds(started)} s`,
  );
});

test('should post the same project to StackBlitz as it downloads', async ({page, context}) => {
  const posted: {method: string; url: string; body: string}[] = [];
  // StackBlitz is out of reach here: the route stands in for it and keeps what the form posted.
  await context.route('https://stackblitz.com/**', async (route) => {
    const request = route.request();
    posted.push({method: request.method(), url: request.url(), body: request.postData() ?? ''});
    await route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><title>StackBlitz</title>',
    });
  });
  const first = componentPages[0]!;
  await gotoHydrated(page, first.path);
  const block = exampleBlock(page, first.examples[0]!);
  expect(
    await loadedScriptsContaining(page, STACKBLITZ_RUN_URL),
    'the export code loads when the reader exports, not with the page',
  ).toEqual([]);
  for (const language of ['ts', 'js'] as const) {
    await chooseLanguage(block, language);
    const popup = context.waitForEvent('page');
    await block.getByRole('button', {name: 'Open in StackBlitz', exact: true}).click();
    await (await popup).close();
    expect(await loadedScriptsContaining(page, STACKBLITZ_RUN_URL)).not.toEqual([]);
    await expect.poll(() => posted.length).toBe(language === 'ts' ? 1 : 2);
    const {method, url, body} = posted.at(-1)!;
    expect({method, url}).toEqual({
      method: 'POST',
      url: `${STACKBLITZ_RUN_URL}?file=${encodeURIComponent(`src/Example.${language}x`)}`,
    });
    const fields = new URLSearchParams(body);
    const project = exported.find(
      (entry) => entry.page === first.path && entry.language === language,
    )!;
    const files = Object.fromEntries(
      [...fields]
        .filter(([name]) => name.startsWith('project[files]['))
        // A form posts every line break as CRLF, as HTML says: the text is the same.
        .map(([name, value]) => [
          name.slice('project[files]['.length, -1),
          value.replaceAll('\r\n', '\n'),
        ]),
    );
    const downloaded = readProjectFiles(project.dir);
    expect(files, `${language}: the posted files are the downloaded project's`).toEqual(downloaded);
    expect(fields.get('project[template]')).toBe('node');
    expect(fields.get('project[title]')).toBe(project.title);
  }
});

/** A reader's build output the exports may show: Vite's hint that one chunk is large. */
const ACCEPTED_WARNING = /Some chunks are larger than \d+ kB after minification/;

function problemsOf(results: StepResult[]): string[] {
  return results.flatMap(({project, problems}) =>
    problems
      .filter((problem) => !ACCEPTED_WARNING.test(problem))
      .map((problem) => `${path.relative(work, project)}: ${problem}`),
  );
}

function seconds(from: number): string {
  return ((performance.now() - from) / 1000).toFixed(1);
}

test('should install once, type-check every TypeScript project and build every project', async () => {
  // About two minutes on a quiet machine, three when other specs share its two cores; the
  // timeout is for a machine busier still, not the budget.
  test.setTimeout(6 * 60_000);
  const projects = exported.map((entry) => entry.dir);
  const installDir = path.join(work, 'install');
  const env = {
    ...readerEnvironment(work),
    // The machine's npm cache, not a fresh one: tarballs already on the machine (found by their
    // checksum) are not downloaded again through Verdaccio; the library's is new in every run.
    npm_config_cache: process.env.npm_config_cache ?? path.join(os.homedir(), '.npm'),
  };
  const started = performance.now();
  const installSeconds = await installShared(projects, installDir, registry!, env);
  const installed = path.join(installDir, 'node_modules', PACKAGE);
  for (const file of ['package.json', 'dist/index.js']) {
    expect(fs.readFileSync(path.join(installed, file), 'utf8'), `${file} is this run's`).toBe(
      tarballText(tarball!, file),
    );
  }

  const typeScript = exported.filter((entry) => entry.language === 'ts').map((entry) => entry.dir);
  const checking = performance.now();
  const checked = typecheckProjects(typeScript, installDir);
  const typeSeconds = seconds(checking);
  const building = performance.now();
  const builds = await buildProjects(projects, installDir);
  const buildSeconds = seconds(building);

  annotate(
    'install',
    `${projects.length} projects, one npm install: ${installSeconds.toFixed(1)} s`,
  );
  annotate('type-check', `${checked.length} TypeScript projects: ${typeSeconds} s`);
  annotate(
    'vite build',
    `${builds.length} projects (${typeScript.length} TypeScript, ${builds.length - typeScript.length} JavaScript): ${buildSeconds} s`,
  );
  annotate('install + type-check + build', `${seconds(started)} s`);
  expect(checked).toHaveLength(exported.length / 2);
  expect(problemsOf(checked), 'type errors').toEqual([]);
  expect(problemsOf(builds), 'build errors and warnings').toEqual([]);
  for (const entry of exported) {
    expect(fs.existsSync(path.join(entry.dir, 'dist/index.html')), entry.dir).toBe(true);
  }
  built.push(...exported);
});

/**
 * Every `size`th project in page order (TypeScript before JavaScript), plus the first that imports
 * a date library: the same sample in every run, whichever browser context downloaded what.
 */
function sample(unordered: ExportedProject[], size: number): ExportedProject[] {
  const projects = [...unordered].sort(
    (a, b) => a.page.localeCompare(b.page) || b.language.localeCompare(a.language),
  );
  const step = Math.max(1, Math.floor(projects.length / size));
  const picked = projects.filter((entry, index) => index % step === 0).slice(0, size - 1);
  const dated = projects.find(
    (entry) => '@internationalized/date' in readManifest(entry.dir).dependencies,
  );
  return [...new Set([...picked, ...(dated ? [dated] : [])])];
}

test('should render a sample of the built apps as the docs preview them, without errors', async ({
  page,
}) => {
  const chosen = sample(built, SAMPLE_SIZE);
  expect(new Set(chosen.map((entry) => entry.language))).toEqual(new Set(['ts', 'js']));
  for (const entry of chosen) {
    const server = await serveDirectory(path.join(entry.dir, 'dist'));
    try {
      await page.goto(server.url);
      const root = page.locator('#root');
      await expect(root.locator('[class*="ui-"]').first(), entry.dir).toBeAttached();
      await expect
        .poll(() => visibleText(root), {message: `${entry.page} (${entry.language})`})
        .toBe(entry.previewText);
      const styled = await page.evaluate(() =>
        [...document.styleSheets].some((sheet) =>
          [...sheet.cssRules].some((rule) => rule.cssText.includes('--tessera-')),
        ),
      );
      expect(styled, `${entry.dir}: the library's stylesheet is on the page`).toBe(true);
    } finally {
      await server.close();
    }
  }
  annotate(
    'rendered',
    chosen.map((entry) => `${path.basename(entry.page)} (${entry.language})`).join(', '),
  );
});

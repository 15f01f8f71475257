// The changelog as readers and subscribers meet it: /changelog, its feeds read by a feed parser,
// each component page's "Changes", and the release mail sent from the built JSON feed.
import {spawn} from 'node:child_process';
import {mkdtempSync, readdirSync, readFileSync, rmSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {parseFeed} from '@rowanmanning/feed-parser';
import {SqliteStore} from '../../api/store/sqlite';
import {confirmed} from '../../api/testing/seed';
import {parseChangelog, releaseAnchor} from '../../plugins/changelog/src/parse';
import {startSmtpSink} from '../../api/testing/smtp';
import {test, expect, expectNoAxeViolations} from './support/fixtures';

const ROOT = path.resolve(__dirname, '../..');
const CHANGELOG = path.join(ROOT, 'packages/react/CHANGELOG.md');
/** The released versions, newest first, as the one changelog source has them. */
const RELEASED = parseChangelog(readFileSync(CHANGELOG, 'utf8'), CHANGELOG)
  .map((release) => release.version)
  .filter((version) => version !== 'Unreleased');

test('the changelog page lists each release with its changes, grouped by kind', async ({page}) => {
  await page.goto('/changelog');
  await expect(page.getByRole('heading', {level: 1, name: 'Changelog'})).toBeVisible();
  const release = page.getByRole('region', {name: /^2\.0\.0/});
  await expect(release.getByRole('heading', {level: 2})).toHaveText('2.0.0 November 21, 2026');
  await expect(release.getByRole('heading', {level: 3})).toHaveText([
    'Added',
    'Changed',
    'Deprecated',
    'Removed',
  ]);
  await expect(release.getByRole('listitem').filter({hasText: 'Button: isPending'})).toHaveCount(1);
  await expectNoAxeViolations(page, 'changelog');
});

test('the changelog feeds are valid RSS, Atom and JSON Feed, linked from every page', async ({
  page,
  request,
}) => {
  await page.goto('/docs/components/button');
  const links = page.locator('head link[rel="alternate"][href^="/changelog/"]');
  await expect(links).toHaveCount(3);
  for (const [file, type] of [
    ['rss.xml', 'rss'],
    ['atom.xml', 'atom'],
  ] as const) {
    const response = await request.get(`/changelog/${file}`);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/xml/);
    const feed = parseFeed(await response.text());
    expect(feed.meta.type).toBe(type);
    expect(feed.items.map((item) => item.title)).toEqual(
      RELEASED.map((version) => `@tessera-ui/react ${version}`),
    );
    expect(feed.items[0]!.url).toMatch(new RegExp(`/changelog#${releaseAnchor(RELEASED[0]!)}$`));
  }
  expect(RELEASED).toContain('2.0.0');
  const json = await (await request.get('/changelog/feed.json')).json();
  expect(json.items.map((item: {_tessera: {version: string}}) => item._tessera.version)).toEqual(
    RELEASED,
  );
});

/** The page slug of a component no changelog entry names, released or not. */
function unchangedComponent(): string {
  const changelog = readFileSync(CHANGELOG, 'utf8');
  const name = readdirSync(path.join(ROOT, 'packages/react/src'))
    .filter((entry) => /^[A-Z]/.test(entry))
    .find((entry) => !new RegExp(`^- ${entry}:`, 'm').test(changelog));
  if (!name) throw new Error('Every component has a changelog entry: no page to check.');
  return name.replace(/([a-z])([A-Z])/g, '$1-$2').toLowerCase();
}

test("a component page's Changes section lists its release notes and links to the release", async ({
  page,
}) => {
  await page.goto('/docs/components/button');
  const changes = page.getByRole('region', {name: 'Changes in 2.0.0'});
  await expect(changes.getByRole('listitem')).toContainText([
    'Added Button: isIconOnly',
    'Added ToggleButton: isIconOnly',
    'Changed Button: isPending and pendingText replace isLoading and loadingText',
  ]);
  await changes.getByRole('link', {name: '2.0.0'}).click();
  await expect(page).toHaveURL(/\/changelog#v2-0-0$/);
  await expect(page.getByRole('heading', {level: 2, name: /^2\.0\.0/})).toBeInViewport();

  await page.goto(`/docs/components/${unchangedComponent()}`);
  await expect(
    page.getByText('No release has changed this component since it was added.'),
  ).toBeVisible();
});

test("send-release mails the built feed's notes to confirmed changelog subscribers, once", async () => {
  test.setTimeout(120_000);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tessera-e2e-release-'));
  const smtp = await startSmtpSink();
  try {
    const store = await SqliteStore.open(dataDir);
    await confirmed(store, 'reader@example.com', {list: 'changelog'});
    await confirmed(store, 'news@example.com', {list: 'newsletter'});
    await store.close();
    const send = () =>
      new Promise<{status: number | null; stdout: string}>((resolve) => {
        // The command as api/README.md shows it: the feed is read from build/ by default.
        const child = spawn(
          'npm',
          ['run', '--silent', 'subscribers', '--', 'send-release', '2.0.0'],
          {
            cwd: ROOT,
            env: {
              ...process.env,
              DATA_DIR: dataDir,
              DATABASE_URL: '',
              SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
              LOG_LEVEL: 'silent',
            },
          },
        );
        let stdout = '';
        child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
        child.on('close', (status) => resolve({status, stdout}));
      });
    const first = await send();
    expect(first.stdout).toContain(
      'Mailed @tessera-ui/react 2.0.0 to 1 confirmed changelog subscribers',
    );
    expect(first.status).toBe(0);
    expect(smtp.received.map((mail) => mail.to)).toEqual([['reader@example.com']]);
    expect(smtp.received[0]!.decoded).toContain('- Button: `isPending` and `pendingText` replace');
    expect(smtp.received[0]!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    const second = await send();
    expect(second.stdout).toContain('to 0 confirmed changelog subscribers');
    expect(smtp.received).toHaveLength(1);
  } finally {
    await smtp.close();
    rmSync(dataDir, {recursive: true, force: true});
  }
});

// `npm run subscribers -- send-release <version>` end to end, on SQLite and on PostgreSQL: a real
// store, the CLI as a process, a real SMTP server receiving the mail.
import {spawn} from 'node:child_process';
import {mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {hashToken} from '../services/tokens';
import {PostgresStore} from '../store/postgres';
import {SqliteStore} from '../store/sqlite';
import type {SubscriberStore} from '../store/types';
import {DATABASE_URL, describeWithPostgres, dropSchema, freshSchemaName} from '../testing/postgres';
import {consent, confirmed, signUpInput} from '../testing/seed';
import {startSmtpSink} from '../testing/smtp';

const ROOT = path.resolve(__dirname, '../..');

const FEED = {
  version: 'https://jsonfeed.org/version/1.1',
  language: 'en',
  title: 'Changelog · @tessera-ui/react',
  items: [
    {
      id: 'https://tessera-ui.dev/changelog#v2-1-0',
      url: 'https://tessera-ui.dev/changelog#v2-1-0',
      title: '@tessera-ui/react 2.1.0',
      content_html:
        '<h3>Added</h3>\n<ul>\n<li><strong>Button</strong>: <code>isIconOnly</code>.</li>\n</ul>',
      date_modified: '2026-12-01T00:00:00.000Z',
      _tessera: {version: '2.1.0', text: 'Added\n- Button: `isIconOnly`.'},
    },
  ],
};

function run(args: string[], env: Record<string, string>) {
  return new Promise<{status: number | null; stdout: string; stderr: string}>((resolve) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'api/cli/subscribers.ts', 'send-release', ...args],
      {cwd: ROOT, env: {...process.env, LOG_LEVEL: 'silent', ...env}},
    );
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('close', (status) => resolve({status, stdout, stderr}));
  });
}

const unsubscribeToken = (decoded: string) =>
  /\/api\/unsubscribe\?token=([\w-]+)/.exec(decoded)?.[1];

function suite(
  name: string,
  open: () => Promise<{
    store: SubscriberStore;
    env: Record<string, string>;
    reopen: () => Promise<SubscriberStore>;
    cleanup: () => Promise<void>;
  }>,
) {
  describe(`send-release on ${name}`, () => {
    let store: SubscriberStore;
    let env: Record<string, string>;
    let cleanup: () => Promise<void>;
    let reopen: () => Promise<SubscriberStore>;
    let dir: string;
    let feed: string;

    beforeAll(async () => {
      ({store, env, cleanup, reopen} = await open());
      dir = mkdtempSync(path.join(os.tmpdir(), 'tessera-release-'));
      feed = path.join(dir, 'feed.json');
      writeFileSync(feed, JSON.stringify(FEED));
      const now = new Date('2026-11-30T10:00:00.000Z');
      await confirmed(store, 'ada@example.com', {list: 'changelog', now});
      await confirmed(store, 'grace@example.com', {list: 'changelog', now});
      await confirmed(store, 'news-only@example.com', {list: 'newsletter', now});
      await store.signUp(signUpInput('pending@example.com', {list: 'changelog', now}));
      const gone = await confirmed(store, 'gone@example.com', {list: 'changelog', now});
      await store.unsubscribe(gone.unsubscribe, now, consent);
      // The CLI opens the database itself; this process must not hold SQLite's writer meanwhile.
      await store.close();
    }, 60_000);

    afterAll(async () => {
      await cleanup();
      rmSync(dir, {recursive: true, force: true});
    });

    it('should mail the release to confirmed changelog subscribers only, once each, with one-click unsubscribe', async () => {
      const smtp = await startSmtpSink({rejectRecipient: 'grace@example.com'});
      try {
        const smtpEnv = {...env, SMTP_URL: `smtp://127.0.0.1:${smtp.port}`};
        const first = await run(['2.1.0', '--feed', feed], smtpEnv);
        expect(first.stderr.trim()).toMatch(
          /^Mailed @tessera-ui\/react 2\.1\.0 to 1 changelog subscribers; 1 failed \(.*Recipient address rejected\)\. Run the command again to retry them\.$/,
        );
        expect(first.stderr).not.toContain('grace@example.com');
        expect(first.status).toBe(1);
        expect(smtp.received.map((mail) => mail.to)).toEqual([['ada@example.com']]);

        const mail = smtp.received[0]!;
        expect(mail.headers.subject).toBe('@tessera-ui/react 2.1.0 released');
        expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
        expect(mail.headers['list-unsubscribe']).toMatch(
          /^<http.*\/api\/unsubscribe\?token=[\w-]+>$/,
        );
        expect(mail.decoded).toContain('- Button: `isIconOnly`.');
        expect(mail.decoded).toContain(
          '<li><strong>Button</strong>: <code>isIconOnly</code>.</li>',
        );
        const token = unsubscribeToken(mail.decoded);
        expect(token).toBeDefined();
      } finally {
        await smtp.close();
      }

      const retry = await startSmtpSink();
      try {
        const again = await run(['2.1.0', '--feed', feed], {
          ...env,
          SMTP_URL: `smtp://127.0.0.1:${retry.port}`,
        });
        expect(again.stdout.trim()).toBe(
          'Mailed @tessera-ui/react 2.1.0 to 1 confirmed changelog subscribers; those who already had it were skipped.',
        );
        expect(again.status).toBe(0);
        expect(retry.received.map((mail) => mail.to)).toEqual([['grace@example.com']]);

        const third = await run(['2.1.0', '--feed', feed], {
          ...env,
          SMTP_URL: `smtp://127.0.0.1:${retry.port}`,
        });
        expect(third.stdout).toContain('to 0 confirmed changelog subscribers');
        expect(retry.received).toHaveLength(1);
      } finally {
        await retry.close();
      }
    }, 120_000);

    it('should mail a link whose token unsubscribes the reader', async () => {
      const smtp = await startSmtpSink();
      try {
        // A new release: everyone confirmed is due again.
        const next = {
          ...FEED,
          items: [
            {
              ...FEED.items[0]!,
              title: '@tessera-ui/react 2.1.1',
              _tessera: {version: '2.1.1', text: 'Fixed\n- Button: focus.'},
            },
          ],
        };
        writeFileSync(feed, JSON.stringify(next));
        const result = await run(['2.1.1', '--feed', feed], {
          ...env,
          SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
        });
        expect(result.status).toBe(0);
        expect(smtp.received.map((mail) => mail.to[0]).sort()).toEqual([
          'ada@example.com',
          'grace@example.com',
        ]);
        const token = unsubscribeToken(smtp.received[0]!.decoded)!;
        // The suite's database, reopened: the link's token is stored (hashed) and works.
        const reopened = await reopen();
        try {
          await expect(reopened.unsubscribe(hashToken(token), new Date(), consent)).resolves.toBe(
            'unsubscribed',
          );
        } finally {
          await reopened.close();
        }
      } finally {
        await smtp.close();
        writeFileSync(feed, JSON.stringify(FEED));
      }
    }, 120_000);

    it('should refuse a version the feed does not have, and a missing feed, in one line', async () => {
      const unknown = await run(['9.9.9', '--feed', feed], env);
      expect(unknown.stderr).toBe(`No release 9.9.9 in ${feed} (it has 2.1.0).\n`);
      expect(unknown.status).toBe(1);
      const missing = await run(['2.1.0', '--feed', path.join(dir, 'nope.json')], env);
      expect(missing.stderr).toBe(
        `No changelog feed at ${path.join(dir, 'nope.json')}: build the site first (npm run build) or pass --feed <file or URL>.\n`,
      );
      const noVersion = await run([], env);
      expect(noVersion.stderr).toMatch(/^send-release needs the version to mail\. Usage: /);
      expect(noVersion.status).toBe(2);
    }, 60_000);
  });
}

suite('SQLite', async () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tessera-release-db-'));
  return {
    store: await SqliteStore.open(dataDir),
    env: {DATA_DIR: dataDir, DATABASE_URL: ''},
    reopen: () => SqliteStore.open(dataDir),
    cleanup: async () => rmSync(dataDir, {recursive: true, force: true}),
  };
});

const schema = freshSchemaName('release');
describeWithPostgres('on PostgreSQL', () => {
  suite('PostgreSQL', async () => ({
    store: await PostgresStore.open(DATABASE_URL, {schema}),
    env: {DATABASE_URL, DATABASE_SCHEMA: schema},
    reopen: () => PostgresStore.open(DATABASE_URL, {schema}),
    cleanup: () => dropSchema(schema),
  }));
});

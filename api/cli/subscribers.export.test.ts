// The owner's CLI on data at the edges: exports that round-trip every address exactly while no
// cell reads as a formula, an export that never creates or migrates a database, 10⁵ rows in
// bounded memory, the retention purge, and the privacy note stating the periods it enforces.
import {spawnSync} from 'node:child_process';
import {existsSync, mkdtempSync, readFileSync, rmSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {loadMigrations} from '../store/migrations';
import Database from 'better-sqlite3';
import {fromCsvField, parseCsv} from './csv';
import {loadConfig} from '../config/env';
import {SQLITE_FILE, SqliteStore} from '../store/sqlite';
import {confirmed, signUpInput} from '../testing/seed';

const ROOT = path.resolve(__dirname, '../..');
const DAY = 24 * 60 * 60 * 1000;

function cli(args: string[], dataDir: string, nodeOptions: string[] = []) {
  return spawnSync(
    process.execPath,
    [...nodeOptions, '--import', 'tsx', 'api/cli/subscribers.ts', ...args],
    {
      cwd: ROOT,
      env: {...process.env, DATA_DIR: dataDir, DATABASE_URL: ''},
      encoding: 'utf8',
      timeout: 60_000,
      maxBuffer: 64 * 1024 * 1024,
    },
  );
}

const ADDRESSES = [
  'plain@example.com',
  'a+tag@example.com',
  '-x@example.com',
  '+lead@example.com',
  '=cmd|calc@example.com',
  '@sum@example.com',
  "'quote@example.com",
  "o'brien@example.com",
  '"quoted, local"@example.com',
  'josé@bücher.example',
  '用户@例子.广告',
];

describe('export', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'tessera-export-'));
    const store = await SqliteStore.open(dataDir);
    for (const email of ADDRESSES) await store.signUp(signUpInput(email));
    await store.close();
  });
  afterAll(() => rmSync(dataDir, {recursive: true, force: true}));

  it('should round-trip every address exactly, with no cell a spreadsheet reads as a formula', () => {
    const result = cli(['export', '--list', 'newsletter'], dataDir);
    expect(result.status).toBe(0);
    const [header, ...records] = parseCsv(result.stdout);
    expect(header).toEqual([
      'email',
      'list',
      'status',
      'source',
      'created_at',
      'confirmed_at',
      'unsubscribed_at',
    ]);
    for (const cell of records.flat()) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
    expect(records.map((record) => fromCsvField(record[0]!)).sort()).toEqual([...ADDRESSES].sort());
    const json = cli(['export', '--list', 'newsletter', '--format', 'json'], dataDir);
    const rows = JSON.parse(json.stdout) as Array<{email: string}>;
    expect(rows.map((row) => row.email).sort()).toEqual([...ADDRESSES].sort());
  }, 60_000);

  it('should not create or migrate a database', () => {
    const empty = mkdtempSync(path.join(os.tmpdir(), 'tessera-export-empty-'));
    try {
      const result = cli(['export', '--list', 'newsletter'], empty);
      expect(result.status).toBe(1);
      expect(result.stderr.trim().split('\n')).toEqual([
        `No database at ${path.join(empty, SQLITE_FILE)}. Start the server or run "npm run db:migrate" first.`,
      ]);
      expect(existsSync(path.join(empty, SQLITE_FILE))).toBe(false);
      // A database one migration behind is reported, not upgraded.
      spawnSync(process.execPath, ['--import', 'tsx', 'api/cli/migrate.ts', '--to', '1'], {
        cwd: ROOT,
        env: {...process.env, DATA_DIR: empty, DATABASE_URL: ''},
      });
      const behind = cli(['count'], empty);
      expect(behind.status).toBe(1);
      expect(behind.stderr).toBe(
        `The database schema is at version 1; this code needs ${loadMigrations().at(-1)!.version}. Run "npm run db:migrate" first.\n`,
      );
      const db = new Database(path.join(empty, SQLITE_FILE), {readonly: true});
      expect(db.prepare('SELECT MAX(version) AS v FROM schema_migrations').get()).toEqual({v: 1});
      db.close();
    } finally {
      rmSync(empty, {recursive: true, force: true});
    }
  }, 60_000);

  it('should stream 10⁵ rows within a 32 MB heap', async () => {
    const big = mkdtempSync(path.join(os.tmpdir(), 'tessera-export-big-'));
    try {
      const store = await SqliteStore.open(big);
      await store.close();
      const db = new Database(path.join(big, SQLITE_FILE));
      const insert = db.prepare(
        `INSERT INTO subscriptions (id, email, list, status, source, created_at, updated_at)
         VALUES (?, ?, 'newsletter', 'confirmed', 'bulk', ?, ?)`,
      );
      db.transaction(() => {
        for (let i = 0; i < 100_000; i += 1) {
          const at = new Date(Date.UTC(2026, 0, 1) + i * 1000).toISOString();
          insert.run(`id-${i}`, `reader${i}+list@example.com`, at, at);
        }
      })();
      db.close();
      // Holding the whole list in memory needs well over 48 MB of heap; streaming needs < 16.
      const result = cli(['export', '--list', 'newsletter'], big, ['--max-old-space-size=32']);
      expect(result.stderr).toBe('');
      expect(result.status).toBe(0);
      const lines = result.stdout.split('\r\n');
      expect(lines).toHaveLength(100_002);
      expect(lines[1]).toBe(
        'reader0+list@example.com,newsletter,confirmed,bulk,2026-01-01T00:00:00.000Z,,',
      );
      expect(lines[100_000]).toMatch(/^reader99999\+list@example\.com,/);
    } finally {
      rmSync(big, {recursive: true, force: true});
    }
  }, 90_000);
});

describe('CLI errors', () => {
  it.each([
    [['delete-all'], 2, /^Unknown command "delete-all"\. Usage: npm run subscribers/],
    [
      ['count', '--status', 'maybe'],
      2,
      /^Unknown status "maybe" \(one of: pending, confirmed, unsubscribed\)\.$/,
    ],
    [['count', '--colour'], 2, /^Unknown option '--colour'/],
    [['export'], 2, /^export needs --list\./],
  ])(
    'should answer %j with one line and exit %i',
    (args, code, message) => {
      const result = cli(args, os.tmpdir());
      expect(result.status).toBe(code);
      expect(result.stderr.trimEnd().split('\n')).toHaveLength(1);
      expect(result.stderr.trim()).toMatch(message);
    },
    30_000,
  );
});

describe('retention', () => {
  it('should purge idle unconfirmed sign-ups on demand and keep the rest', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tessera-purge-'));
    try {
      const store = await SqliteStore.open(dataDir);
      const old = new Date(Date.now() - 31 * DAY);
      await store.signUp(signUpInput('forgot@example.com', {now: old}));
      await store.signUp(signUpInput('recent@example.com'));
      await confirmed(store, 'member@example.com', {now: old});
      await store.close();
      const result = cli(['purge'], dataDir);
      expect(result.status).toBe(0);
      // member@'s two link tokens (minted 31 days ago with a short test lifetime) have expired,
      // and its delivered outbox row is older than the 2 days the throttle needs.
      expect(result.stdout).toBe(
        'Purged 1 unconfirmed sign-ups (idle over 30 days), 0 opt-outs older than 1095 days, 2 expired tokens, 1 old outbox rows.\n',
      );
      const after = await SqliteStore.open(dataDir);
      expect(await after.find('forgot@example.com', 'newsletter')).toBeUndefined();
      expect(await after.find('recent@example.com', 'newsletter')).toBeDefined();
      expect(await after.find('member@example.com', 'newsletter')).toMatchObject({
        status: 'confirmed',
      });
      await after.close();
    } finally {
      rmSync(dataDir, {recursive: true, force: true});
    }
  }, 60_000);

  it('should state in the privacy note the periods the server enforces by default', () => {
    const note = readFileSync(path.join(ROOT, 'src/pages/privacy.md'), 'utf8');
    const {retention} = loadConfig({});
    expect(note).toContain(`**${retention.pendingDays} days**`);
    expect(note).toContain(`**${retention.consentDays} days (3 years)**`);
  });
});

// The owner's CLI against a real SQLite store: count, CSV export and migrations down/up.
import {spawnSync} from 'node:child_process';
import {mkdtempSync, rmSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {csvField} from './csv';
import {loadMigrations} from '../store/migrations';
import {SqliteStore} from '../store/sqlite';
import {confirmed, signUpInput} from '../testing/seed';

const ROOT = path.resolve(__dirname, '../..');

function cli(script: string, args: string[], dataDir: string) {
  return spawnSync(process.execPath, ['--import', 'tsx', `api/cli/${script}.ts`, ...args], {
    cwd: ROOT,
    env: {...process.env, DATA_DIR: dataDir, DATABASE_URL: ''},
    encoding: 'utf8',
    timeout: 30_000,
  });
}

describe('subscribers CLI', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'tessera-cli-'));
    const store = await SqliteStore.open(dataDir);
    const now = new Date('2026-11-01T10:00:00.000Z');
    await store.signUp(signUpInput('b@example.com', {now}));
    await confirmed(store, 'a@example.com', {now, source: 'home'});
    await store.close();
  });
  afterAll(() => rmSync(dataDir, {recursive: true, force: true}));

  it('should count per list and status', () => {
    expect(cli('subscribers', ['count'], dataDir).stdout).toBe('newsletter\t2\nchangelog\t0\n');
    const confirmed = cli(
      'subscribers',
      ['count', '--list', 'newsletter', '--status', 'confirmed'],
      dataDir,
    );
    expect(confirmed.stdout).toBe('newsletter\t1\n');
  }, 30_000);

  it('should export a list as CSV', () => {
    const result = cli(
      'subscribers',
      ['export', '--list', 'newsletter', '--format', 'csv'],
      dataDir,
    );
    expect(result.status).toBe(0);
    const lines = result.stdout.trimEnd().split('\r\n');
    expect(lines[0]).toBe('email,list,status,source,created_at,confirmed_at,unsubscribed_at');
    expect(lines.slice(1)).toEqual([
      'a@example.com,newsletter,confirmed,home,2026-11-01T10:00:00.000Z,2026-11-01T10:00:00.000Z,',
      'b@example.com,newsletter,pending,footer,2026-11-01T10:00:00.000Z,,',
    ]);
  }, 30_000);

  it('should refuse an unknown command with exit code 2', () => {
    const result = cli('subscribers', ['delete-all'], dataDir);
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('Unknown command "delete-all"');
  }, 30_000);

  it('should neutralise spreadsheet formulas and quote separators', () => {
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField(null)).toBe('');
  });

  it('should undo and re-apply the migrations', () => {
    const down = mkdtempSync(path.join(os.tmpdir(), 'tessera-migrate-'));
    const names = loadMigrations().map(
      (migration) => `${String(migration.version).padStart(3, '0')}_${migration.name}`,
    );
    expect(names.slice(0, 2)).toEqual(['001_init', '002_outbox']);
    try {
      expect(cli('migrate', [], down).stdout).toBe(
        `Migrations applied: ${names.join(', ')}; reverted: none.\n`,
      );
      expect(cli('migrate', [], down).stdout).toBe('Migrations applied: none; reverted: none.\n');
      expect(cli('migrate', ['--to', '1'], down).stdout).toBe(
        `Migrations applied: none; reverted: ${names.slice(1).reverse().join(', ')}.\n`,
      );
      expect(cli('migrate', ['--to', '0'], down).stdout).toBe(
        'Migrations applied: none; reverted: 001_init.\n',
      );
      expect(cli('migrate', [], down).stdout).toBe(
        `Migrations applied: ${names.join(', ')}; reverted: none.\n`,
      );
    } finally {
      rmSync(down, {recursive: true, force: true});
    }
  }, 60_000);
});

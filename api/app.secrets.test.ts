// What must never be kept in clear: link tokens (only their SHA-256 is stored — read from the
// raw database rows and files) and addresses or tokens in logs.
import {createHash} from 'node:crypto';
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import request from 'supertest';
import {emailHash} from './logger';
import {SmtpMailer} from './mail/mailer';
import {SQLITE_FILE} from './store/sqlite';
import {messagesTo} from './testing/outbox';
import {startSmtpSink} from './testing/smtp';
import {buildTestApp, logCapture, SITE_ORIGIN} from './testing/test-app';

function tokenOf(url: string | undefined): string {
  return new URL(url ?? 'http://invalid/').searchParams.get('token') ?? '';
}

function pathOf(url: string | undefined): string {
  const parsed = new URL(url ?? 'http://invalid/');
  return `${parsed.pathname}${parsed.search}`;
}

describe('tokens at rest', () => {
  it('should store only the SHA-256 of the mailed tokens, in no table and no file in clear', async () => {
    const t = await buildTestApp();
    try {
      await request(t.app).post('/api/newsletter').send({email: 'hash@example.com'});
      await t.deliver();
      const [mail] = messagesTo(t.outboxDir, 'hash@example.com');
      const tokens = [tokenOf(mail?.confirmUrl), tokenOf(mail?.unsubscribeUrl)];
      expect(tokens.every((token) => /^[\w-]{43}$/.test(token))).toBe(true);

      const db = new Database(path.join(t.dataDir, SQLITE_FILE), {readonly: true});
      const rows = db.prepare('SELECT token_hash, purpose FROM tokens ORDER BY purpose').all();
      const sha = (token: string) => createHash('sha256').update(token).digest('hex');
      expect(rows).toEqual([
        {token_hash: sha(tokens[0]!), purpose: 'confirm'},
        {token_hash: sha(tokens[1]!), purpose: 'unsubscribe'},
      ]);
      // Every row of every table, as text.
      const tables = db
        .prepare("SELECT name FROM sqlite_master WHERE type = 'table'")
        .all() as Array<{name: string}>;
      const everything = tables
        .map(({name}) => JSON.stringify(db.prepare(`SELECT * FROM "${name}"`).all()))
        .join('\n');
      db.close();
      // And the database files themselves (main file and write-ahead log).
      const files = readdirSync(t.dataDir)
        .filter((file) => file.startsWith(SQLITE_FILE))
        .map((file) => readFileSync(path.join(t.dataDir, file)).toString('latin1'))
        .join('');
      for (const token of tokens) {
        expect(everything).not.toContain(token);
        expect(files).not.toContain(token);
      }
    } finally {
      await t.close();
    }
  });
});

describe('log redaction', () => {
  it('should never log an address or a link token, whatever happens', async () => {
    const sink = await startSmtpSink({rejectRecipient: 'bounce@example.com'});
    const mailer = new SmtpMailer(`smtp://127.0.0.1:${sink.port}`, {
      dataDir: '',
      from: 'Tessera UI <newsletter@localhost>',
    });
    const logs = logCapture();
    const t = await buildTestApp({}, {mailer, logger: logs.logger});
    const addresses = ['secret.person@example.com', 'bounce@example.com', 'bot@example.com'];
    try {
      const post = (body: object) =>
        request(t.app).post('/api/newsletter').set('Origin', SITE_ORIGIN).send(body);
      await post({email: addresses[0]});
      await post({email: addresses[1]});
      await post({email: addresses[2], website: 'http://spam'});
      await post({email: `${addresses[0]}`, admin: true}); // 400: unknown field
      await request(t.app)
        .post('/api/newsletter')
        .set('Content-Type', 'application/json')
        .send(`{"email": "${addresses[0]}"`); // 400: broken JSON
      await t.deliver(); // bounce@ is refused by the server: a logged failure quoting the address
      const mail = sink.received.find((m) => m.to.includes(addresses[0]!));
      const confirmUrl = /Confirm: (\S+)/.exec(mail?.decoded ?? '')?.[1];
      const unsubscribeUrl = /Unsubscribe: (\S+)/.exec(mail?.decoded ?? '')?.[1];
      await request(t.app).get(pathOf(confirmUrl));
      await request(t.app).post(pathOf(confirmUrl)).type('form').send('');
      await request(t.app).post(pathOf(unsubscribeUrl)).type('form').send('');
      await request(t.app).get(`/api/confirm?token=${'x'.repeat(43)}`);

      const text = logs.lines.join('\n');
      expect(logs.lines.length).toBeGreaterThan(10);
      expect(text).toContain('mail delivery failed'); // the bounce was logged…
      expect(text).toContain('[address]'); // …with the address the server quoted removed
      for (const address of addresses) expect(text).not.toContain(address);
      expect(text).not.toMatch(/[\w.+-]+@example\.com/);
      for (const token of [tokenOf(confirmUrl), tokenOf(unsubscribeUrl)]) {
        expect(token).toMatch(/^[\w-]{43}$/);
        expect(text).not.toContain(token);
      }
    } finally {
      await t.close();
      await mailer.close();
      await sink.close();
    }
  });
});

describe('request log', () => {
  it('should write one line per sign-up, carrying its list, address hash and outcome', async () => {
    const logs = logCapture();
    const t = await buildTestApp({}, {logger: logs.logger});
    try {
      const post = () =>
        request(t.app)
          .post('/api/changelog')
          .set('Origin', SITE_ORIGIN)
          .send({email: 'one.line@example.com'});
      await post();
      await post();
      const lines = logs.lines
        .map((line) => JSON.parse(line) as Record<string, unknown>)
        .filter((line) => line.path === '/api/changelog' || line.signUp !== undefined);
      const signUp = {list: 'changelog', emailHash: emailHash('one.line@example.com')};
      expect(lines).toEqual([
        expect.objectContaining({
          msg: 'request',
          method: 'POST',
          path: '/api/changelog',
          status: 200,
          signUp: {...signUp, status: 'pending', mailQueued: true},
        }),
        expect.objectContaining({
          status: 200,
          signUp: {...signUp, status: 'pending', mailQueued: false},
        }),
      ]);
    } finally {
      await t.close();
    }
  });
});

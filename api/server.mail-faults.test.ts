// The mail server hanging, then coming back, under a burst of sign-ups to the real server
// process: answers never wait for SMTP, sockets stay bounded by the pool, failures are retried
// from the outbox with backoff and logged without the address, and every mail arrives once.
import {mkdtempSync, readdirSync, rmSync} from 'node:fs';
import * as syncFs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {OutboxMailer} from './mail/mailer';
import {writeOutboxFiles, type SyncFs} from './mail/outbox-files';
import {readOutbox} from './testing/outbox';
import {startSmtpSink} from './testing/smtp';
import {signUp, sleep, startServer, type ServerProcess} from './testing/server';
import {startTcpProxy} from './testing/tcp-proxy';

const BURST = 30;

describe('mail server faults (real server, real SMTP)', () => {
  let dataDir: string;
  let server: ServerProcess | undefined;

  beforeEach(() => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'tessera-mail-'));
  });
  afterEach(async () => {
    await server?.stop();
    server = undefined;
    rmSync(dataDir, {recursive: true, force: true});
  });

  it('should answer at once while SMTP hangs, retry with backoff, and deliver once it is back', async () => {
    const sink = await startSmtpSink();
    // The API talks to the sink through a proxy that first accepts connections and says nothing.
    const smtp = await startTcpProxy({host: '127.0.0.1', port: sink.port});
    smtp.hang();
    try {
      server = await startServer({
        DATA_DIR: dataDir,
        SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
        SMTP_TIMEOUT_MS: '400',
        MAIL_RETRY_BASE_MS: '300',
        MAIL_POLL_MS: '100',
        LOG_LEVEL: 'info',
      });
      const emails = Array.from({length: BURST}, (_, i) => `hang${i}+tag@fault.example`);
      const outcomes = await Promise.all(emails.map((email) => signUp(server!.url, email)));
      const slowest = Math.max(...outcomes.map((o) => o.ms));
      expect(outcomes.map((o) => o.status)).toEqual(emails.map(() => 200));
      await sleep(2500);
      const failures = server.lines.filter((line) => line.includes('mail delivery failed'));
      console.log(
        `SMTP hanging: ${BURST} sign-ups answered 200, slowest ${slowest.toFixed(0)} ms; ${smtp.peak} SMTP sockets at most; ${failures.length} failed attempts logged in 2.5 s`,
      );
      // Had sign-ups waited for their mail, the pool's 2 connections would take BURST / 2 timeouts
      // of 400 ms for the last of them (6 s): half of that tells the two apart on a busy machine.
      expect(slowest).toBeLessThan(((BURST / 2) * 400) / 2);
      // The pool keeps 2 connections; one whose timeout just fired may not be closed yet.
      expect(smtp.peak).toBeLessThanOrEqual(4);
      expect(failures.length).toBeGreaterThan(0);
      // Backoff: attempts for one outbox row are spaced further and further apart.
      const first = JSON.parse(failures[0]!) as {outboxId: string};
      const attempts = failures
        .map((line) => JSON.parse(line) as {outboxId: string; time: number; attempt: number})
        .filter((entry) => entry.outboxId === first.outboxId);
      expect(attempts.map((a) => a.attempt)).toEqual(attempts.map((_, i) => i + 1));
      const joined = server.lines.join('\n');
      expect(joined).not.toContain('@fault.example');
      expect(joined).not.toContain('hang0');

      smtp.forward();
      const deadline = Date.now() + 20_000;
      while (sink.received.length < BURST && Date.now() < deadline) await sleep(100);
      const recipients = sink.received.flatMap((mail) => mail.to).sort();
      console.log(
        `SMTP back: ${sink.received.length} mails delivered in ${(20_000 - (deadline - Date.now())) / 1000} s`,
      );
      expect(recipients).toEqual([...emails].sort());
      for (const mail of sink.received) {
        expect(mail.headers['list-unsubscribe']).toMatch(
          /^<http:\/\/127\.0\.0\.1:\d+\/api\/unsubscribe\?token=[\w-]{43}>$/,
        );
        expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
      }
      expect(server.lines.join('\n')).not.toContain('@fault.example');
    } finally {
      await server?.stop();
      server = undefined;
      await smtp.close();
      await sink.close();
    }
  }, 60_000);

  it('should warn once at start-up that production mail goes to files without SMTP_URL', async () => {
    server = await startServer({DATA_DIR: dataDir, LOG_LEVEL: 'warn'});
    await signUp(server.url, 'one@fault.example');
    await signUp(server.url, 'two@fault.example');
    await sleep(500);
    const warnings = server.lines.filter((line) => line.includes('SMTP_URL is not set'));
    expect(warnings).toHaveLength(1);
    expect(JSON.parse(warnings[0]!)).toMatchObject({level: 40});
  }, 30_000);
});

describe('file outbox', () => {
  it('should fsync each message before its rename and the folder after, once per batch', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'tessera-fsync-'));
    // Wrapped, not replaced: the real calls run, in the order recorded.
    const calls: string[] = [];
    const recording: SyncFs = {
      ...syncFs,
      openSync: (file, flags) => {
        calls.push(`open ${path.basename(String(file))}`);
        return syncFs.openSync(file, flags);
      },
      fsyncSync: (fd) => {
        calls.push('fsync');
        syncFs.fsyncSync(fd);
      },
      renameSync: (from, to) => {
        calls.push(`rename ${path.basename(String(to))}`);
        syncFs.renameSync(from, to);
      },
    };
    const outbox = path.join(dir, 'outbox');
    try {
      const results = writeOutboxFiles(recording, outbox, [
        {name: 'a.eml', content: 'A'},
        {name: 'b.eml', content: 'B'},
      ]);
      expect(results).toEqual([{ok: true}, {ok: true}]);
      expect(calls).toEqual([
        'open .a.eml.tmp',
        'fsync',
        'rename a.eml',
        'open .b.eml.tmp',
        'fsync',
        'rename b.eml',
        'open outbox',
        'fsync',
      ]);
      expect(readdirSync(outbox).sort()).toEqual(['a.eml', 'b.eml']);
    } finally {
      rmSync(dir, {recursive: true, force: true});
    }
  });

  it('should write the messages sent together to files any mail client opens', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'tessera-outbox-'));
    const mailer = new OutboxMailer(path.join(dir, 'outbox'), 'Tessera <a@localhost>');
    try {
      await Promise.all(
        ['x@example.com', 'y@example.com'].map((to) =>
          mailer.send({to, subject: 's', text: 't', html: '<p>t</p>', headers: {}}),
        ),
      );
      const messages = readOutbox(path.join(dir, 'outbox'));
      expect(messages.map((message) => message.headers.to).sort()).toEqual([
        'x@example.com',
        'y@example.com',
      ]);
    } finally {
      await mailer.close();
      rmSync(dir, {recursive: true, force: true});
    }
  });

  it('should create the folder again when it was removed after the first message', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'tessera-outbox-gone-'));
    const outbox = path.join(dir, 'outbox');
    const mailer = new OutboxMailer(outbox, 'Tessera <a@localhost>');
    const message = {to: 'x@example.com', subject: 's', text: 't', html: '<p>t</p>', headers: {}};
    try {
      await mailer.send(message);
      rmSync(outbox, {recursive: true, force: true});
      await mailer.send(message);
      expect(readdirSync(outbox).filter((name) => name.endsWith('.eml'))).toHaveLength(1);
    } finally {
      await mailer.close();
      rmSync(dir, {recursive: true, force: true});
    }
  });
});

// Outgoing mail. With SMTP_URL, nodemailer sends over a pooled SMTP transport (a few reused
// connections, every phase under a timeout, so a hanging server costs at most a bounded number of
// sockets for a bounded time). Without it, each message is written as an `.eml` file into
// DATA_DIR/outbox/ — it works with no mail server and any mail client can open the files.
// Either way mail is sent by mail/delivery.ts from the database outbox, never inside a request.
import {randomUUID} from 'node:crypto';
import {mkdir, open, rename, type FileHandle} from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
}

export interface Mailer {
  readonly kind: 'smtp' | 'file';
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}

export interface MailerOptions {
  smtpUrl?: string;
  dataDir: string;
  from: string;
  /** Connection and greeting timeout; an idle socket mid-conversation gets three times this. */
  timeoutMs?: number;
  /** SMTP connections kept at most (the pool). */
  maxConnections?: number;
}

export function createMailer(options: MailerOptions): Mailer {
  if (options.smtpUrl) return new SmtpMailer(options.smtpUrl, options);
  return new OutboxMailer(path.join(options.dataDir, 'outbox'), options.from);
}

/** `smtp(s)://user:pass@host:port` → nodemailer options (its own URL form drops every other option). */
function smtpOptions(url: string) {
  const parsed = new URL(url);
  const secure = parsed.protocol === 'smtps:';
  return {
    host: parsed.hostname,
    port: parsed.port ? Number(parsed.port) : secure ? 465 : 587,
    secure,
    auth: parsed.username
      ? {user: decodeURIComponent(parsed.username), pass: decodeURIComponent(parsed.password)}
      : undefined,
  };
}

export class SmtpMailer implements Mailer {
  readonly kind = 'smtp' as const;
  private readonly transport;
  private readonly from: string;

  constructor(url: string, options: MailerOptions) {
    const timeout = options.timeoutMs ?? 10_000;
    this.transport = nodemailer.createTransport({
      ...smtpOptions(url),
      pool: true,
      maxConnections: options.maxConnections ?? 2,
      maxMessages: 100,
      connectionTimeout: timeout,
      greetingTimeout: timeout,
      socketTimeout: timeout * 3,
      dnsTimeout: timeout,
    });
    this.from = options.from;
  }

  async send(message: MailMessage): Promise<void> {
    await this.transport.sendMail({from: this.from, ...message});
  }

  async close(): Promise<void> {
    this.transport.close();
  }
}

export class OutboxMailer implements Mailer {
  readonly kind = 'file' as const;
  private ready: Promise<FileHandle> | null = null;
  private dirSync: Promise<void> | null = null;
  private dirSyncAgain: Promise<void> | null = null;

  constructor(
    readonly dir: string,
    private readonly from: string,
  ) {}

  /**
   * Written to a temporary name, fsynced, then renamed (and the directory fsynced), so a reader
   * never sees half a message and a message reported sent survives a power cut.
   */
  async send(message: MailMessage): Promise<void> {
    try {
      await this.write(message);
    } catch (error) {
      if ((error as {code?: unknown}).code !== 'ENOENT') throw error;
      // The folder was removed or moved away since it was opened: create it again, once.
      await this.close();
      await this.write(message);
    }
  }

  private async write(message: MailMessage): Promise<void> {
    const dir = await this.openDir();
    const id = randomUUID();
    const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${id}.eml`;
    const temporary = path.join(this.dir, `.${name}.tmp`);
    const file = await open(temporary, 'w');
    try {
      await file.writeFile(composeEml(this.from, id, message));
      await file.sync();
    } finally {
      await file.close();
    }
    await rename(temporary, path.join(this.dir, name));
    await this.syncDir(dir);
  }

  /**
   * The directory is created and opened once (its handle serves every directory fsync), not per
   * message: a burst of sign-ups means a mail each, and every filesystem call costs the server.
   */
  private openDir(): Promise<FileHandle> {
    if (!this.ready) {
      const ready = (async () => {
        await mkdir(this.dir, {recursive: true});
        return open(this.dir, 'r');
      })();
      // A failure is not kept: the next message tries again.
      ready.catch(() => {
        if (this.ready === ready) this.ready = null;
      });
      this.ready = ready;
    }
    return this.ready;
  }

  /**
   * Makes the renames durable. Messages renamed while a directory fsync is running share the
   * next one, so a batch of mails costs one directory fsync, not one each.
   */
  private syncDir(dir: FileHandle): Promise<void> {
    if (!this.dirSync) {
      this.dirSync = dir.sync().finally(() => (this.dirSync = null));
      return this.dirSync;
    }
    this.dirSyncAgain ??= this.dirSync.then(() => {
      this.dirSyncAgain = null;
      return this.syncDir(dir);
    });
    return this.dirSyncAgain;
  }

  async close(): Promise<void> {
    const ready = this.ready;
    this.ready = null;
    await (await ready?.catch(() => null))?.close();
  }
}

/**
 * A plain-text RFC 5322 message. Our messages are ASCII by construction (addresses are validated
 * ASCII, links are base64url), so 7-bit text/plain is valid and readable as is — and composing
 * it by hand costs a fraction of a MIME build.
 */
export function composeEml(from: string, id: string, message: MailMessage): string {
  const headers: Record<string, string> = {
    From: from,
    To: message.to,
    Subject: message.subject,
    Date: new Date().toUTCString(),
    'Message-ID': `<${id}@tessera-ui.outbox>`,
    'MIME-Version': '1.0',
    'Content-Type': 'text/plain; charset=utf-8',
    'Content-Transfer-Encoding': '8bit',
    ...message.headers,
  };
  const head = Object.entries(headers)
    .map(([key, value]) => `${key}: ${value.replace(/[\r\n]+/g, ' ')}`)
    .join('\r\n');
  return `${head}\r\n\r\n${message.text.replace(/\r?\n/g, '\r\n')}\r\n`;
}

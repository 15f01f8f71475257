// Outgoing mail. With SMTP_URL, nodemailer sends over a pooled SMTP transport (a few reused
// connections, every phase under a timeout, so a hanging server costs at most a bounded number of
// sockets for a bounded time). Without it, each message is written as an `.eml` file into
// DATA_DIR/outbox/ — it works with no mail server and any mail client can open the files.
// Either way mail is sent by mail/delivery.ts from the database outbox, never inside a request.
import {randomUUID} from 'node:crypto';
import path from 'node:path';
import {Worker} from 'node:worker_threads';
import nodemailer from 'nodemailer';
import type {OutboxFile} from './outbox-files';
import type {FromOutboxThread, ToOutboxThread} from './outbox-thread';

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

const OUTBOX_THREAD = path.join(__dirname, 'outbox-thread.ts');
// Worker threads do not inherit Jest's or tsx's transform: load tsx's CommonJS hook first.
const OUTBOX_BOOTSTRAP = `require(${JSON.stringify(require.resolve('tsx/cjs'))}); require(${JSON.stringify(OUTBOX_THREAD)});`;

interface PendingFile {
  file: OutboxFile;
  resolve: () => void;
  reject: (error: Error) => void;
}

export class OutboxMailer implements Mailer {
  readonly kind = 'file' as const;
  private worker: Worker | null = null;
  private queued: PendingFile[] = [];
  private scheduled = false;
  private nextBatch = 0;
  private readonly inFlight = new Map<number, PendingFile[]>();

  constructor(
    readonly dir: string,
    private readonly from: string,
  ) {}

  /**
   * Written to a temporary name, fsynced, then renamed (and the directory fsynced), so a reader
   * never sees half a message and a message reported sent survives a power cut. The files are
   * written by the outbox thread (outbox-files.ts), the messages of one event-loop turn together.
   */
  send(message: MailMessage): Promise<void> {
    const id = randomUUID();
    const file = {
      name: `${new Date().toISOString().replace(/[:.]/g, '-')}-${id}.eml`,
      content: composeEml(this.from, id, message),
    };
    return new Promise((resolve, reject) => {
      this.queued.push({file, resolve, reject});
      if (!this.scheduled) {
        this.scheduled = true;
        setImmediate(() => this.flush());
      }
    });
  }

  private flush(): void {
    this.scheduled = false;
    const pending = this.queued;
    this.queued = [];
    if (pending.length === 0) return;
    const batch = ++this.nextBatch;
    this.inFlight.set(batch, pending);
    const worker = this.thread();
    worker.ref();
    worker.postMessage({
      batch,
      dir: this.dir,
      files: pending.map((entry) => entry.file),
    } satisfies ToOutboxThread);
  }

  /** The outbox thread, started on first use and again after it died. */
  private thread(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(OUTBOX_BOOTSTRAP, {eval: true});
    worker.on('message', ({batch, results}: FromOutboxThread) => {
      const pending = this.inFlight.get(batch) ?? [];
      this.inFlight.delete(batch);
      pending.forEach((entry, index) => {
        const result = results[index];
        if (result?.ok) entry.resolve();
        else {
          const failure = result?.error ?? {message: 'The outbox thread gave no answer.'};
          entry.reject(Object.assign(new Error(failure.message), {code: failure.code}));
        }
      });
      // Idle, the thread does not keep the process alive.
      if (this.inFlight.size === 0) worker.unref();
    });
    const lost = (error: Error) => {
      if (this.worker !== worker) return;
      this.worker = null;
      // Unanswered messages were never reported sent: delivery retries them.
      for (const pending of this.inFlight.values()) {
        for (const entry of pending) entry.reject(error);
      }
      this.inFlight.clear();
    };
    worker.on('error', lost);
    worker.on('exit', (code) => lost(new Error(`The outbox thread exited with code ${code}.`)));
    this.worker = worker;
    return worker;
  }

  /** Ends the thread; messages still unanswered are rejected (and retried by delivery). */
  async close(): Promise<void> {
    await this.worker?.terminate();
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

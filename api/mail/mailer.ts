// Outgoing mail. With SMTP_URL, nodemailer sends over SMTP (text and HTML parts); without it, each
// message is written as an `.eml` file into DATA_DIR/outbox/ (to a temporary name, then renamed,
// so a reader never sees half a message) — it works with no mail server and any mail client can
// open the files.
import {randomUUID} from 'node:crypto';
import {mkdir, rename, writeFile} from 'node:fs/promises';
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
  send(message: MailMessage): Promise<void>;
}

export function createMailer(options: {smtpUrl?: string; dataDir: string; from: string}): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      send: async (message) => void (await transport.sendMail({from: options.from, ...message})),
    };
  }
  return new OutboxMailer(path.join(options.dataDir, 'outbox'), options.from);
}

export class OutboxMailer implements Mailer {
  constructor(
    readonly dir: string,
    private readonly from: string,
  ) {}

  async send(message: MailMessage): Promise<void> {
    await mkdir(this.dir, {recursive: true});
    const id = randomUUID();
    const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${id}.eml`;
    const temporary = path.join(this.dir, `.${name}.tmp`);
    await writeFile(temporary, composeEml(this.from, id, message));
    await rename(temporary, path.join(this.dir, name));
  }
}

/**
 * A plain-text RFC 5322 message. Our messages are ASCII by construction (addresses are validated
 * ASCII, links are base64url), so 7-bit text/plain is valid and readable as is — and composing
 * it by hand costs a fraction of a MIME build, which matters at hundreds of sign-ups a second.
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

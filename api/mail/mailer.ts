// Outgoing mail. With SMTP_URL, nodemailer sends over SMTP; without it, each message is written as
// an `.eml` file into DATA_DIR/outbox/ (written to a temporary name and renamed, so a reader never
// sees half a message) — it works with no mail server and any mail client can open the files.
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
  private readonly transport = nodemailer.createTransport({streamTransport: true, buffer: true});

  constructor(
    readonly dir: string,
    private readonly from: string,
  ) {}

  async send(message: MailMessage): Promise<void> {
    const info = await this.transport.sendMail({from: this.from, ...message});
    await mkdir(this.dir, {recursive: true});
    const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.eml`;
    const temporary = path.join(this.dir, `.${name}.tmp`);
    await writeFile(temporary, info.message as Buffer);
    await rename(temporary, path.join(this.dir, name));
  }
}

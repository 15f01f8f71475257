// Reads the messages the default mailer wrote to DATA_DIR/outbox/.
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';

export interface OutboxMessage {
  file: string;
  headers: Record<string, string>;
  text: string;
  confirmUrl: string | undefined;
  unsubscribeUrl: string | undefined;
}

export function readOutbox(outboxDir: string): OutboxMessage[] {
  if (!existsSync(outboxDir)) return [];
  return readdirSync(outboxDir)
    .filter((file) => file.endsWith('.eml') && !file.startsWith('.'))
    .sort()
    .map((file) => {
      const raw = readFileSync(path.join(outboxDir, file), 'utf8');
      const [head = '', ...body] = raw.split('\r\n\r\n');
      const headers = Object.fromEntries(
        head.split('\r\n').map((line) => {
          const colon = line.indexOf(':');
          return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()];
        }),
      );
      const text = body.join('\r\n\r\n');
      return {
        file,
        headers,
        text,
        confirmUrl: /Confirm: (\S+)/.exec(text)?.[1],
        unsubscribeUrl: /Unsubscribe: (\S+)/.exec(text)?.[1],
      };
    });
}

export function messagesTo(outboxDir: string, email: string): OutboxMessage[] {
  return readOutbox(outboxDir).filter((message) => message.headers.to === email);
}

// A real SMTP server (smtp-server) that keeps every message it receives, for tests that need a
// mail server to talk to. No TLS, no auth: a loopback sink.
import type {AddressInfo} from 'node:net';
import {SMTPServer} from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  headers: Record<string, string>;
  raw: string;
  /** The raw message with quoted-printable undone, to find the links in it. */
  decoded: string;
}

function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** `rejectRecipient`: refused at RCPT with a 550 that quotes it, as real servers do. */
export async function startSmtpSink(options: {rejectRecipient?: string} = {}) {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (address.address === options.rejectRecipient) {
        const error = Object.assign(new Error(`<${address.address}>: Recipient address rejected`), {
          responseCode: 550,
        });
        return callback(error);
      }
      callback();
    },
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      stream.on('end', () => {
        const head = raw.split(/\r?\n\r?\n/)[0] ?? '';
        const headers: Record<string, string> = {};
        for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
          const colon = line.indexOf(':');
          if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
        }
        received.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          headers,
          raw,
          decoded: decodeQuotedPrintable(raw),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    port,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

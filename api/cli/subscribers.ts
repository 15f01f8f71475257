// `npm run subscribers -- count [--list newsletter] [--status confirmed]`
// `npm run subscribers -- export --list newsletter [--format csv|json] [--status confirmed]`
// `npm run subscribers -- purge`
// `npm run subscribers -- send-release <version> [--feed build/changelog/feed.json]`
// For the list owner, on the configured store (DATABASE_URL, else SQLite in DATA_DIR). count and
// export only read: they never create or migrate a database. send-release mails a release's notes
// from the site's built JSON Feed to confirmed changelog subscribers, once per subscriber. export streams page by page, so a
// list of any size exports in bounded memory.
import {once} from 'node:events';
import {parseArgs} from 'node:util';
import {loadConfig} from '../config/env';
import {redactAddresses} from '../logger';
import {createMailer} from '../mail/mailer';
import {readReleaseNotes} from '../release/feed';
import {sendRelease} from '../release/send';
import {purgeNow} from '../services/retention';
import {openReader, openStore} from '../store';
import {
  LISTS,
  STATUSES,
  type ListName,
  type Subscriber,
  type SubscriptionStatus,
} from '../store/types';
import {csvField} from './csv';
import {runCli, UsageError} from './run';

const USAGE =
  'Usage: npm run subscribers -- count [--list L] [--status S] | export --list L [--format csv|json] [--status S] | purge | send-release <version> [--feed FILE|URL]';

const DEFAULT_FEED = 'build/changelog/feed.json';

const CSV_HEADER = 'email,list,status,source,created_at,confirmed_at,unsubscribed_at\r\n';

export function csvLine(row: Subscriber): string {
  return `${[
    row.email,
    row.list,
    row.status,
    row.source,
    row.createdAt,
    row.confirmedAt,
    row.unsubscribedAt,
  ]
    .map(csvField)
    .join(',')}\r\n`;
}

/** Writes in ~64 kB chunks and waits whenever stdout's buffer is full. */
async function stream(lines: AsyncIterable<string>, head: string, tail: string) {
  const out = process.stdout;
  let chunk = head;
  for await (const line of lines) {
    chunk += line;
    if (chunk.length > 65_536) {
      if (!out.write(chunk)) await once(out, 'drain');
      chunk = '';
    }
  }
  chunk += tail;
  if (!out.write(chunk)) await once(out, 'drain');
}

async function* mapRows<T>(
  rows: AsyncIterable<Subscriber>,
  map: (row: Subscriber, index: number) => T,
) {
  let index = 0;
  for await (const row of rows) yield map(row, index++);
}

function oneOf<T extends string>(value: string | undefined, allowed: readonly T[], what: string) {
  if (value !== undefined && !allowed.includes(value as T)) {
    throw new UsageError(`Unknown ${what} "${value}" (one of: ${allowed.join(', ')}).`);
  }
  return value as T | undefined;
}

async function mailRelease(version: string, feed: string) {
  const notes = await readReleaseNotes(feed, version);
  const config = loadConfig();
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    dataDir: config.dataDir,
    from: config.mailFrom,
    timeoutMs: config.mail.timeoutMs,
  });
  const store = await openStore(config);
  let lastFailure = '';
  try {
    const report = await sendRelease(notes, {
      store,
      mailer,
      publicUrl: config.publicUrl,
      onFailure: (reason) => (lastFailure = redactAddresses(reason)),
    });
    const where =
      mailer.kind === 'file' ? ` (SMTP_URL is not set: written to ${config.dataDir}/outbox/)` : '';
    if (report.failed > 0) {
      throw new Error(
        `Mailed ${notes.title} to ${report.sent} changelog subscribers${where}; ${report.failed} failed (${lastFailure}). Run the command again to retry them.`,
      );
    }
    console.log(
      `Mailed ${notes.title} to ${report.sent} confirmed changelog subscribers${where}; those who already had it were skipped.`,
    );
  } finally {
    await store.close();
    await mailer.close();
  }
}

async function main() {
  const {positionals, values} = parseArgs({
    allowPositionals: true,
    options: {
      list: {type: 'string'},
      status: {type: 'string'},
      format: {type: 'string', default: 'csv'},
      feed: {type: 'string', default: DEFAULT_FEED},
    },
  });
  const command = positionals[0];
  if (command === 'send-release') {
    const version = positionals[1];
    if (!version) throw new UsageError(`send-release needs the version to mail. ${USAGE}`);
    return mailRelease(version, values.feed);
  }
  if (command !== 'count' && command !== 'export' && command !== 'purge') {
    throw new UsageError(`Unknown command "${command ?? ''}". ${USAGE}`);
  }
  const list = oneOf(values.list, LISTS, 'list');
  const status = oneOf<SubscriptionStatus>(values.status, STATUSES, 'status');
  const format = oneOf(values.format, ['csv', 'json'] as const, 'format');
  const config = loadConfig();

  if (command === 'purge') {
    const store = await openStore(config);
    try {
      const report = await purgeNow(store, config.retention, new Date(), {force: true});
      console.log(
        `Purged ${report?.pending ?? 0} unconfirmed sign-ups (idle over ${config.retention.pendingDays} days), ` +
          `${report?.unsubscribed ?? 0} opt-outs older than ${config.retention.consentDays} days, ` +
          `${report?.tokens ?? 0} expired tokens, ${report?.outbox ?? 0} old outbox rows.`,
      );
    } finally {
      await store.close();
    }
    return;
  }

  if (command === 'export' && !list) throw new UsageError(`export needs --list. ${USAGE}`);
  const reader = await openReader(config);
  try {
    if (command === 'count') {
      for (const name of list ? [list] : [...LISTS]) {
        console.log(`${name}\t${await reader.count({list: name, status})}`);
      }
      return;
    }
    const rows = reader.iterate({list: list as ListName, status});
    if (format === 'json') {
      await stream(
        mapRows(rows, (row, index) => `${index === 0 ? '' : ',\n'}  ${JSON.stringify(row)}`),
        '[\n',
        '\n]\n',
      );
    } else await stream(mapRows(rows, csvLine), CSV_HEADER, '');
  } finally {
    await reader.close();
  }
}

if (require.main === module) runCli(main);

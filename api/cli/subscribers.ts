// `npm run subscribers -- count [--list newsletter] [--status confirmed]`
// `npm run subscribers -- export --list newsletter --format csv|json [--status confirmed]`
// For the list owner: reads the configured store (DATABASE_URL, else SQLite in DATA_DIR).
import {parseArgs} from 'node:util';
import {loadConfig} from '../config/env';
import {openStore} from '../store';
import {LISTS, type ListName, type Subscriber, type SubscriptionStatus} from '../store/types';

const STATUSES = ['pending', 'confirmed', 'unsubscribed'] as const;
const USAGE = `Usage:
  npm run subscribers -- count [--list newsletter|changelog] [--status pending|confirmed|unsubscribed]
  npm run subscribers -- export --list newsletter|changelog [--format csv|json] [--status ...]`;

/** RFC 4180 field; a leading =+-@ is prefixed with ' so spreadsheets never run it as a formula. */
export function csvField(value: string | null): string {
  if (value === null) return '';
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function toCsv(rows: Subscriber[]): string {
  const header = 'email,list,status,source,created_at,confirmed_at,unsubscribed_at';
  const lines = rows.map((row) =>
    [
      row.email,
      row.list,
      row.status,
      row.source,
      row.createdAt,
      row.confirmedAt,
      row.unsubscribedAt,
    ]
      .map(csvField)
      .join(','),
  );
  return [header, ...lines].join('\r\n') + '\r\n';
}

function fail(message: string): never {
  console.error(`${message}\n\n${USAGE}`);
  process.exit(2);
}

async function main() {
  const {positionals, values} = parseArgs({
    allowPositionals: true,
    options: {
      list: {type: 'string'},
      status: {type: 'string'},
      format: {type: 'string', default: 'csv'},
    },
  });
  const command = positionals[0];
  if (command !== 'count' && command !== 'export') fail(`Unknown command "${command ?? ''}".`);
  if (values.list !== undefined && !LISTS.includes(values.list as ListName))
    fail(`Unknown list "${values.list}".`);
  if (values.status !== undefined && !STATUSES.includes(values.status as SubscriptionStatus)) {
    fail(`Unknown status "${values.status}".`);
  }
  const status = values.status as SubscriptionStatus | undefined;
  const store = await openStore(loadConfig());
  try {
    if (command === 'count') {
      const lists = values.list ? [values.list as ListName] : [...LISTS];
      for (const list of lists) console.log(`${list}\t${await store.count({list, status})}`);
      return;
    }
    if (!values.list) fail('export needs --list.');
    const rows = await store.list({list: values.list as ListName, status});
    if (values.format === 'json') process.stdout.write(`${JSON.stringify(rows, null, 2)}\n`);
    else if (values.format === 'csv') process.stdout.write(toCsv(rows));
    else fail(`Unknown format "${values.format}".`);
  } finally {
    await store.close();
  }
}

if (require.main === module) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}

// Row → domain object mapping shared by both stores.
import type {ConsentRow, OutboxDbRow, SubscriberRow} from './sql';
import type {
  ConsentEvent,
  ListFilter,
  ListName,
  OutboxRow,
  Subscriber,
  SubscriptionStatus,
} from './types';

export function toSubscriber(row: SubscriberRow): Subscriber {
  return {
    id: row.id,
    email: row.email,
    list: row.list as ListName,
    status: row.status as SubscriptionStatus,
    source: row.source,
    createdAt: row.created_at,
    confirmedAt: row.confirmed_at,
    unsubscribedAt: row.unsubscribed_at,
  };
}

export function toConsentEvent(row: ConsentRow): ConsentEvent {
  return {
    action: row.action as ConsentEvent['action'],
    createdAt: row.created_at,
    source: row.source,
    ip: row.ip,
    userAgent: row.user_agent,
    consentVersion: row.consent_version,
  };
}

export function toOutboxRow(row: OutboxDbRow): OutboxRow {
  return {
    id: row.id,
    state: row.state,
    attempts: Number(row.attempts),
    nextAttemptAt: row.next_attempt_at,
    lastError: row.last_error,
  };
}

/**
 * Walks `sql.listPage` a page at a time: each page starts after the last (created_at, email) of
 * the one before, so a list of any size is held one page at a time. `fetch` gets the statement's
 * parameters.
 */
export async function* keysetPages(
  filter: ListFilter,
  pageSize: number,
  fetch: (params: unknown[]) => Promise<SubscriberRow[]> | SubscriberRow[],
): AsyncIterable<Subscriber> {
  let after = {createdAt: '', email: ''};
  for (;;) {
    const rows = await fetch([
      filter.list,
      filter.status ?? '',
      after.createdAt,
      after.email,
      pageSize,
    ]);
    for (const row of rows) yield toSubscriber(row);
    const last = rows.at(-1);
    if (!last || rows.length < pageSize) return;
    after = {createdAt: last.created_at, email: last.email};
  }
}

export async function collect<T>(items: AsyncIterable<T>): Promise<T[]> {
  const all: T[] = [];
  for await (const item of items) all.push(item);
  return all;
}

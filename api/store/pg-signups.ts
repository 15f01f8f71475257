// PostgreSQL's sign-up round as ONE statement. The rules are those of write-ops.ts's three
// statements (the subscription upsert, the consent insert, the throttled outbox insert), chained with
// data-modifying CTEs over array parameters, so a round of any size is one round trip with one
// statement text (prepared once per connection). SQLite cannot chain inserts in CTEs and has no
// round trip to save, so it keeps the three statements; the store suite runs the same cases on
// both (store.test.ts, write-ops.batch.test.ts).
//
// Every CTE sees the tables as they were when the statement started; a round holds each address
// once, so no row depends on another row's insert, and a new subscription has no outbox rows to
// count. Another batch committing the same address meanwhile would go unseen, which the three
// statements (each with a fresh snapshot, after the upsert waited for that batch's row lock) did
// not allow: so this statement runs only on REPEATABLE READ connections, where that case is a
// serialization failure and the statement is run again (postgres.ts, `oneStatement`). The
// throttle lookups are scalar subqueries (not EXISTS, which the planner may turn into a join
// scanning the whole outbox), so each is an index lookup per row.
import {newId} from './ids';
import type {SignUpInput, SignUpResult, SubscriptionStatus} from './types';
import {throttleSince} from './write-ops';

const signUpRoundSql = `
WITH input AS (
  SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[],
      $7::text[], $8::text[], $9::text[], $10::text[], $11::text[], $12::text[], $13::int[])
    AS i(subscription_id, email, list, source, at, consent_id, ip, user_agent, consent_version,
      outbox_id, mailed_since, day_since, per_day)
),
stored AS (
  INSERT INTO subscriptions (id, email, list, status, source, created_at, updated_at)
  SELECT subscription_id, email, list, 'pending', source, at, at FROM input
  ON CONFLICT (email, list) DO UPDATE SET
    status = CASE WHEN subscriptions.status = 'unsubscribed' THEN 'pending' ELSE subscriptions.status END,
    unsubscribed_at = CASE WHEN subscriptions.status = 'unsubscribed' THEN NULL ELSE subscriptions.unsubscribed_at END,
    updated_at = excluded.updated_at
  RETURNING id, email, list, status
),
signed AS (
  SELECT i.*, s.id, s.status FROM input i JOIN stored s ON s.email = i.email AND s.list = i.list
),
consented AS (
  INSERT INTO consent_events (id, subscription_id, action, created_at, source, ip, user_agent, consent_version)
  SELECT consent_id, id, 'signup', at, source, ip, user_agent, consent_version FROM signed
),
queued AS (
  INSERT INTO outbox (id, subscription_id, kind, state, created_at, attempts, next_attempt_at)
  SELECT outbox_id, id, 'confirm', 'queued', at, 0, at FROM signed r
  WHERE r.status = 'pending'
    AND (SELECT COUNT(*) FROM outbox o WHERE o.subscription_id = r.id
           AND o.kind = 'confirm' AND o.created_at > r.mailed_since) = 0
    AND (SELECT COALESCE(SUM((SELECT COUNT(*) FROM outbox o WHERE o.subscription_id = s.id
           AND o.kind = 'confirm' AND o.created_at > r.day_since)), 0)
         FROM subscriptions s WHERE s.email = r.email) < r.per_day
  RETURNING subscription_id
)
SELECT s.id, s.email, s.list, s.status, q.subscription_id IS NOT NULL AS queued
FROM signed s LEFT JOIN queued q ON q.subscription_id = s.id`;

/** The statement's 13 parameters: one array per column, one element per sign-up. */
function columnsOf(inputs: SignUpInput[]): unknown[][] {
  const columns: unknown[][] = Array.from({length: 13}, () => []);
  for (const input of inputs) {
    const {mailedSince, daySince} = throttleSince(input);
    [
      newId(),
      input.email,
      input.list,
      input.source,
      input.now.toISOString(),
      newId(),
      input.consent.ip,
      input.consent.userAgent,
      input.consent.consentVersion,
      newId(),
      mailedSince,
      daySince,
      input.throttle.perDay,
    ].forEach((value, column) => columns[column]!.push(value));
  }
  return columns;
}

interface Row {
  id: string;
  email: string;
  list: string;
  status: SubscriptionStatus;
  queued: boolean;
}

/** `Tx.signUpRound` for PostgreSQL, over the Tx's own `rows`. */
export function pgSignUpRound(rows: <T>(text: string, params: unknown[]) => Promise<T[]>) {
  return async (inputs: SignUpInput[]): Promise<SignUpResult[]> => {
    const stored = await rows<Row>(signUpRoundSql, columnsOf(inputs));
    const byKey = new Map(stored.map((row) => [`${row.email}\n${row.list}`, row]));
    return inputs.map((input) => {
      const row = byKey.get(`${input.email}\n${input.list}`);
      if (!row) throw new Error('The sign-up statement returned no row.');
      return {subscriptionId: row.id, status: row.status, mailQueued: row.queued};
    });
  };
}

// Every statement, written once for both databases: `$n` placeholders work in PostgreSQL and, as
// named parameters bound from {1: …, 2: …}, in SQLite. Timestamps are ISO-8601 text so they
// compare correctly as strings in both.

/**
 * `rows` rows of a multi-row statement; `row(p)` writes one, where `p(k)` is the k-th (1-based)
 * placeholder of that row: rowsOf(2, 2, (p) => `(${p(1)}, ${p(2)})`) is `($1, $2),\n($3, $4)`.
 */
function rowsOf(
  rows: number,
  width: number,
  row: (p: (k: number) => string) => string,
  separator = ',\n',
): string {
  return Array.from({length: rows}, (_, index) => row((k) => `$${index * width + k}`)).join(
    separator,
  );
}

/** Builds each row count's text once. */
function perRowCount(build: (rows: number) => string): (rows: number) => string {
  const texts = new Map<number, string>();
  return (rows) => {
    let text = texts.get(rows);
    if (text === undefined) {
      text = build(rows);
      texts.set(rows, text);
    }
    return text;
  };
}

export const sql = {
  // Multi-row statements take `rows` rows of parameters: a batch of sign-ups costs three
  // statements, not three per sign-up (callers use a few row counts: see write-ops.ts).
  /** Per row: id, email, list, source, now. One row per (email, list); the first source stays. */
  upsertSubscriptions: perRowCount(
    (rows) => `
    INSERT INTO subscriptions (id, email, list, status, source, created_at, updated_at)
    VALUES ${rowsOf(rows, 5, (p) => `(${p(1)}, ${p(2)}, ${p(3)}, 'pending', ${p(4)}, ${p(5)}, ${p(5)})`)}
    ON CONFLICT (email, list) DO UPDATE SET
      status = CASE WHEN subscriptions.status = 'unsubscribed' THEN 'pending' ELSE subscriptions.status END,
      unsubscribed_at = CASE WHEN subscriptions.status = 'unsubscribed' THEN NULL ELSE subscriptions.unsubscribed_at END,
      updated_at = excluded.updated_at
    RETURNING id, email, list, status`,
  ),
  /** Per row: id, subscription_id, action, created_at, source, ip, user_agent, consent_version. */
  insertConsents: perRowCount(
    (rows) => `
    INSERT INTO consent_events (id, subscription_id, action, created_at, source, ip, user_agent, consent_version)
    VALUES ${rowsOf(rows, 8, (p) => `(${[1, 2, 3, 4, 5, 6, 7, 8].map(p).join(', ')})`)}`,
  ),
  // Queues a confirmation per row unless that (address, list) was mailed since mailed_since or
  // the address was mailed per_day times since day_since on any list: the per-address limit,
  // whatever the IP. A row does not see the others' inserts: callers never put one address in
  // two rows of one statement. Written so that every lookup is an index lookup whatever the
  // planner knows about the tables — a young, unanalysed database included: one SELECT per row
  // on its own parameters (a join against a VALUES list was planned as a scan of the whole
  // outbox), and the daily count starts from the address's (at most two) subscriptions, in a
  // subquery the planner cannot turn into a scan of the outbox joined the other way round.
  /** Per row: id, subscription_id, now, mailed_since, email, day_since, per_day. */
  queueConfirmations: perRowCount(
    (rows) => `
    INSERT INTO outbox (id, subscription_id, kind, state, created_at, attempts, next_attempt_at)
    ${rowsOf(
      rows,
      7,
      (
        p,
      ) => `SELECT CAST(${p(1)} AS TEXT), CAST(${p(2)} AS TEXT), 'confirm', 'queued', CAST(${p(3)} AS TEXT), 0, CAST(${p(3)} AS TEXT)
    WHERE NOT EXISTS (
        SELECT 1 FROM outbox WHERE subscription_id = ${p(2)} AND kind = 'confirm' AND created_at > ${p(4)})
      AND (SELECT COALESCE(SUM((SELECT COUNT(*) FROM outbox o WHERE o.subscription_id = s.id
             AND o.kind = 'confirm' AND o.created_at > ${p(6)})), 0)
           FROM subscriptions s WHERE s.email = ${p(5)}) < CAST(${p(7)} AS INTEGER)`,
      '\n    UNION ALL\n    ',
    )}
    RETURNING subscription_id`,
  ),
  insertToken: `
    INSERT INTO tokens (token_hash, subscription_id, purpose, created_at, expires_at)
    VALUES ($1, $2, $3, $4, $5)`,
  useConfirmToken: `
    UPDATE tokens SET used_at = $2
    WHERE token_hash = $1 AND purpose = 'confirm' AND used_at IS NULL AND expires_at > $2
    RETURNING subscription_id`,
  confirmSubscription: `
    UPDATE subscriptions SET status = 'confirmed', confirmed_at = $2, updated_at = $2
    WHERE id = $1 AND status = 'pending'
    RETURNING id`,
  findUnsubscribeToken: `
    UPDATE tokens SET used_at = COALESCE(used_at, $2)
    WHERE token_hash = $1 AND purpose = 'unsubscribe' AND expires_at > $2
    RETURNING subscription_id`,
  unsubscribeSubscription: `
    UPDATE subscriptions SET status = 'unsubscribed', unsubscribed_at = $2, updated_at = $2
    WHERE id = $1 AND status <> 'unsubscribed'
    RETURNING id`,
  findSubscriber: `
    SELECT id, email, list, status, source, created_at, confirmed_at, unsubscribed_at
    FROM subscriptions WHERE email = $1 AND list = $2`,
  consentEvents: `
    SELECT action, created_at, source, ip, user_agent, consent_version
    FROM consent_events WHERE subscription_id = $1 ORDER BY created_at, id`,
  // The outer conditions are re-checked against the latest row version when two processes race
  // for the same rows (PostgreSQL READ COMMITTED), so a row is never claimed twice. $4 names this
  // claim, so its rows can be read and settled together.
  claimMail: `
    UPDATE outbox SET locked_until = $2, claim = $4, attempts = attempts + 1
    WHERE id IN (
        SELECT o.id FROM outbox o JOIN subscriptions s ON s.id = o.subscription_id
        WHERE o.state = 'queued' AND o.next_attempt_at <= $1
          AND (o.locked_until IS NULL OR o.locked_until <= $1) AND s.status = 'pending'
        ORDER BY o.next_attempt_at LIMIT $3)
      AND state = 'queued' AND (locked_until IS NULL OR locked_until <= $1)`,
  claimedMail: `
    SELECT o.id, o.subscription_id, o.attempts, s.email, s.list
    FROM outbox o JOIN subscriptions s ON s.id = o.subscription_id
    WHERE o.claim = $1 ORDER BY o.id`,
  // After the failures of a claim were recorded (which clears their claim), the rest were sent.
  markClaimSent: `
    UPDATE outbox SET state = 'sent', sent_at = $2, locked_until = NULL, claim = NULL
    WHERE claim = $1`,
  markRetry: `
    UPDATE outbox SET next_attempt_at = $2, locked_until = NULL, claim = NULL, last_error = $3
    WHERE id = $1`,
  markFailed: `
    UPDATE outbox SET state = 'failed', locked_until = NULL, claim = NULL, last_error = $2
    WHERE id = $1`,
  outboxOf: `
    SELECT id, state, attempts, next_attempt_at, last_error
    FROM outbox WHERE subscription_id = $1 ORDER BY created_at, id`,
  // Zero rows: another process ran the job since $2, so this one skips it.
  claimJob: `UPDATE job_runs SET last_run_at = $3 WHERE name = $1 AND last_run_at <= $2`,
  purgePending: `DELETE FROM subscriptions WHERE status = 'pending' AND updated_at < $1`,
  purgeUnsubscribed: `
    DELETE FROM subscriptions WHERE status = 'unsubscribed' AND unsubscribed_at < $1`,
  purgeTokens: `DELETE FROM tokens WHERE expires_at < $1`,
  purgeOutbox: `DELETE FROM outbox WHERE state <> 'queued' AND created_at < $1`,
  // Confirmations still queued for an address confirmed or unsubscribed since: never sent.
  dropStaleMail: `
    UPDATE outbox SET state = 'failed', locked_until = NULL, last_error = 'no longer pending'
    WHERE state = 'queued'
      AND subscription_id IN (SELECT id FROM subscriptions WHERE status <> 'pending')`,
  purgeRateLimits: `DELETE FROM rate_limits WHERE reset_at < $1`,
  countAll: `SELECT COUNT(*) AS n FROM subscriptions WHERE list = $1`,
  countByStatus: `SELECT COUNT(*) AS n FROM subscriptions WHERE list = $1 AND status = $2`,
  // Keyset pages: each page starts after the last (created_at, email) of the previous one, so an
  // export of any size holds one page in memory. $2 = '' means every status.
  listPage: `
    SELECT id, email, list, status, source, created_at, confirmed_at, unsubscribed_at
    FROM subscriptions
    WHERE list = $1 AND ($2 = '' OR status = $2) AND (created_at > $3 OR (created_at = $3 AND email > $4))
    ORDER BY created_at, email LIMIT $5`,
} as const;

/** One INSERT for `rows` tokens. */
export const insertTokens = perRowCount(
  (rows) =>
    `INSERT INTO tokens (token_hash, subscription_id, purpose, created_at, expires_at) VALUES ${rowsOf(rows, 5, (p) => `(${[1, 2, 3, 4, 5].map(p).join(', ')})`)}`,
);

/** PostgreSQL only: the rate-limit counters (SQLite keeps them in memory, one process). */
export const pgCounterSql = {
  // One statement for every key hit in this turn of the event loop: $1 keys, $2 their hit counts.
  hit: `
    INSERT INTO rate_limits AS r (key, hits, reset_at)
    SELECT key, n, $3::bigint FROM unnest($1::text[], $2::int[]) AS input(key, n)
    ON CONFLICT (key) DO UPDATE SET
      hits = CASE WHEN r.reset_at <= $4::bigint THEN excluded.hits ELSE r.hits + excluded.hits END,
      reset_at = CASE WHEN r.reset_at <= $4::bigint THEN excluded.reset_at ELSE r.reset_at END
    RETURNING key, hits, reset_at`,
  undo: `UPDATE rate_limits SET hits = GREATEST(hits - 1, 0) WHERE key = $1`,
  reset: `DELETE FROM rate_limits WHERE key = $1`,
} as const;

export interface SubscriberRow {
  id: string;
  email: string;
  list: string;
  status: string;
  source: string | null;
  created_at: string;
  confirmed_at: string | null;
  unsubscribed_at: string | null;
}

export interface ConsentRow {
  action: string;
  created_at: string;
  source: string | null;
  ip: string | null;
  user_agent: string | null;
  consent_version: string;
}

export interface OutboxDbRow {
  id: string;
  state: 'queued' | 'sent' | 'failed';
  attempts: number;
  next_attempt_at: string;
  last_error: string | null;
}

// Every statement, written once for both databases: `$n` placeholders work in PostgreSQL and, as
// named parameters bound from {1: …, 2: …}, in SQLite. Timestamps are ISO-8601 text so they
// compare correctly as strings in both.

export const sql = {
  upsertSubscription: `
    INSERT INTO subscriptions (id, email, list, status, source, created_at, updated_at)
    VALUES ($1, $2, $3, 'pending', $4, $5, $5)
    ON CONFLICT (email, list) DO UPDATE SET
      status = CASE WHEN subscriptions.status = 'unsubscribed' THEN 'pending' ELSE subscriptions.status END,
      unsubscribed_at = CASE WHEN subscriptions.status = 'unsubscribed' THEN NULL ELSE subscriptions.unsubscribed_at END,
      updated_at = excluded.updated_at
    RETURNING id, status`,
  insertToken: `
    INSERT INTO tokens (token_hash, subscription_id, purpose, created_at, expires_at)
    VALUES ($1, $2, $3, $4, $5)`,
  insertConsent: `
    INSERT INTO consent_events (id, subscription_id, action, created_at, source, ip, user_agent, consent_version)
    VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
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
  countAll: `SELECT COUNT(*) AS n FROM subscriptions WHERE list = $1`,
  countByStatus: `SELECT COUNT(*) AS n FROM subscriptions WHERE list = $1 AND status = $2`,
  listAll: `
    SELECT id, email, list, status, source, created_at, confirmed_at, unsubscribed_at
    FROM subscriptions WHERE list = $1 ORDER BY created_at, email`,
  listByStatus: `
    SELECT id, email, list, status, source, created_at, confirmed_at, unsubscribed_at
    FROM subscriptions WHERE list = $1 AND status = $2 ORDER BY created_at, email`,
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

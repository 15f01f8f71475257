-- Mail is not sent inside the request: a sign-up queues it here in the same transaction
-- (transactional outbox), and delivery claims due rows, mints the link tokens, sends and records
-- the outcome, retrying with backoff. The rows also count how often an address was mailed.
CREATE TABLE outbox (
  id TEXT PRIMARY KEY,
  subscription_id TEXT NOT NULL REFERENCES subscriptions (id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('confirm')),
  state TEXT NOT NULL CHECK (state IN ('queued', 'sent', 'failed')),
  created_at TEXT NOT NULL,
  attempts INTEGER NOT NULL,
  next_attempt_at TEXT NOT NULL,
  locked_until TEXT,
  claim TEXT,
  sent_at TEXT,
  last_error TEXT
);

CREATE INDEX outbox_due ON outbox (state, next_attempt_at);
CREATE INDEX outbox_subscription ON outbox (subscription_id, created_at);
CREATE INDEX outbox_claim ON outbox (claim);
CREATE INDEX tokens_expiry ON tokens (expires_at);
CREATE INDEX subscriptions_status_updated ON subscriptions (status, updated_at);

-- Rate-limit counters shared by every API process on one PostgreSQL (SQLite keeps them in memory).
CREATE TABLE rate_limits (
  key TEXT PRIMARY KEY,
  hits INTEGER NOT NULL,
  reset_at BIGINT NOT NULL
);

-- When each periodic job last ran: the row lock makes one process run it while the others skip.
CREATE TABLE job_runs (
  name TEXT PRIMARY KEY,
  last_run_at TEXT NOT NULL
);

INSERT INTO job_runs (name, last_run_at) VALUES ('purge', '1970-01-01T00:00:00.000Z');

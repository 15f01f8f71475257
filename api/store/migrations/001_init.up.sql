-- Subscriptions, their one-time tokens and the consent trail. Portable SQL: runs unchanged on
-- SQLite and PostgreSQL (ids are UUID text, timestamps ISO-8601 text).
CREATE TABLE subscriptions (
  id TEXT PRIMARY KEY,
  email TEXT NOT NULL,
  list TEXT NOT NULL CHECK (list IN ('newsletter', 'changelog')),
  status TEXT NOT NULL CHECK (status IN ('pending', 'confirmed', 'unsubscribed')),
  source TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  confirmed_at TEXT,
  unsubscribed_at TEXT,
  UNIQUE (email, list)
);

CREATE INDEX subscriptions_list_status ON subscriptions (list, status);

CREATE TABLE tokens (
  token_hash TEXT PRIMARY KEY,
  subscription_id TEXT NOT NULL REFERENCES subscriptions (id) ON DELETE CASCADE,
  purpose TEXT NOT NULL CHECK (purpose IN ('confirm', 'unsubscribe')),
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  used_at TEXT
);

CREATE INDEX tokens_subscription ON tokens (subscription_id);

CREATE TABLE consent_events (
  id TEXT PRIMARY KEY,
  subscription_id TEXT NOT NULL REFERENCES subscriptions (id) ON DELETE CASCADE,
  action TEXT NOT NULL CHECK (action IN ('signup', 'confirm', 'unsubscribe')),
  created_at TEXT NOT NULL,
  source TEXT,
  ip TEXT,
  user_agent TEXT,
  consent_version TEXT NOT NULL
);

CREATE INDEX consent_events_subscription ON consent_events (subscription_id);

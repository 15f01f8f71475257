-- Release notes mailed to changelog subscribers (npm run subscribers -- send-release): one row per
-- (release, subscription), written in the transaction that claims it before the mail goes out, so
-- running the command again never mails anyone twice. A failed send deletes its row (the next run
-- retries it); a run that died mid-send leaves rows in 'sending' that a later run may take over
-- once their lease has expired.
CREATE TABLE release_mail (
  release TEXT NOT NULL,
  subscription_id TEXT NOT NULL REFERENCES subscriptions (id) ON DELETE CASCADE,
  state TEXT NOT NULL CHECK (state IN ('sending', 'sent')),
  claim TEXT,
  claimed_at TEXT NOT NULL,
  sent_at TEXT,
  PRIMARY KEY (release, subscription_id)
);

CREATE INDEX release_mail_claim ON release_mail (claim);

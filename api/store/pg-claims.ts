// PostgreSQL's mail claim as ONE statement: write-ops.ts's three (claim the due rows, read them
// with their addresses, store their link tokens) chained with data-modifying CTEs, so delivery's
// claim is one round trip that commits on its own instead of five (BEGIN, three, COMMIT). The
// rules are sql.ts's `claimMail`: the due rows are chosen from the statement's snapshot and the
// UPDATE re-checks each against its latest version (READ COMMITTED), so two processes never
// claim one row. SQLite keeps the three statements: its RETURNING cannot read the joined
// subscription, and it has no round trip to save. The store suite runs both (store.test.ts).
import {newId} from './ids';
import type {ClaimedMail, ClaimInput, ListName} from './types';

const claimMailSql = `
WITH due AS (
  SELECT o.id FROM outbox o JOIN subscriptions s ON s.id = o.subscription_id
  WHERE o.state = 'queued' AND o.next_attempt_at <= $1
    AND (o.locked_until IS NULL OR o.locked_until <= $1) AND s.status = 'pending'
  ORDER BY o.next_attempt_at LIMIT $3
),
claimed AS (
  UPDATE outbox o SET locked_until = $2, claim = $4, attempts = o.attempts + 1
  FROM subscriptions s
  WHERE o.id IN (SELECT id FROM due) AND s.id = o.subscription_id
    AND o.state = 'queued' AND (o.locked_until IS NULL OR o.locked_until <= $1)
  RETURNING o.id, o.subscription_id, o.attempts, s.email, s.list
),
numbered AS (
  SELECT c.*, row_number() OVER (ORDER BY c.id)::int AS n FROM claimed c
),
minted AS (
  INSERT INTO tokens (token_hash, subscription_id, purpose, created_at, expires_at)
  SELECT t.hash, m.subscription_id, t.purpose, $1, t.expires_at FROM numbered m
  CROSS JOIN LATERAL (VALUES
    (($5::text[])[m.n], 'confirm', $6::text),
    (($7::text[])[m.n], 'unsubscribe', $8::text)) AS t(hash, purpose, expires_at)
)
SELECT id, attempts, email, list, n FROM numbered ORDER BY n`;

interface Row {
  id: string;
  attempts: number;
  email: string;
  list: ListName;
  n: number;
}

/** `Tx.claimMail` for PostgreSQL, over the Tx's own `rows`. */
export function pgClaimMail(rows: <T>(text: string, params: unknown[]) => Promise<T[]>) {
  return async (input: ClaimInput): Promise<ClaimedMail[]> => {
    const now = input.now.toISOString();
    const claim = newId();
    const claimed = await rows<Row>(claimMailSql, [
      now,
      input.leaseUntil.toISOString(),
      input.tokens.length,
      claim,
      input.tokens.map((pair) => pair.confirm),
      input.confirmExpiresAt.toISOString(),
      input.tokens.map((pair) => pair.unsubscribe),
      input.unsubscribeExpiresAt.toISOString(),
    ]);
    return claimed.map((row) => ({
      id: row.id,
      claim,
      kind: 'confirm',
      email: row.email,
      list: row.list,
      attempts: Number(row.attempts),
      tokens: row.n - 1,
    }));
  };
}

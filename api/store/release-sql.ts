// The statements of release mail (send-release), for both databases like sql.ts. A claim takes
// confirmed changelog subscribers without a row for the release, plus rows of a run that died
// mid-send once their lease expired, and names them with its claim id.

export const releaseSql = {
  /** $1 release, $2 claim, $3 now, $4 lease expiry, $5 at most this many. */
  reclaimStale: `
    UPDATE release_mail SET claim = $2, claimed_at = $3
    WHERE release = $1 AND subscription_id IN (
      SELECT r.subscription_id FROM release_mail r JOIN subscriptions s ON s.id = r.subscription_id
      WHERE r.release = $1 AND r.state = 'sending' AND r.claimed_at < $4 AND s.status = 'confirmed'
      ORDER BY r.subscription_id LIMIT $5)`,
  /** $1 release, $2 claim, $3 now, $4 at most this many. */
  claimNew: `
    INSERT INTO release_mail (release, subscription_id, state, claim, claimed_at)
    SELECT CAST($1 AS TEXT), s.id, 'sending', CAST($2 AS TEXT), CAST($3 AS TEXT) FROM subscriptions s
    WHERE s.list = 'changelog' AND s.status = 'confirmed'
      AND NOT EXISTS (SELECT 1 FROM release_mail r WHERE r.release = $1 AND r.subscription_id = s.id)
    ORDER BY s.id LIMIT $4
    ON CONFLICT DO NOTHING`,
  claimed: `
    SELECT r.subscription_id, s.email FROM release_mail r
    JOIN subscriptions s ON s.id = r.subscription_id
    WHERE r.claim = $1 ORDER BY r.subscription_id`,
  /** A failed send frees its row: the next run retries it. */
  dropFailed: `DELETE FROM release_mail WHERE claim = $1 AND subscription_id = $2`,
  markSent: `UPDATE release_mail SET state = 'sent', sent_at = $2, claim = NULL WHERE claim = $1`,
};

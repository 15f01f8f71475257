// Write ops of release mail (see release-sql.ts), run like every other op in write-ops.ts.
import {newId} from './ids';
import {releaseSql} from './release-sql';
import {insertTokens} from './sql';
import type {ReleaseClaim, ReleaseClaimInput, ReleaseSettleInput} from './types';
import type {Tx} from './tx';

export const releaseOps = {
  async claimReleaseMail(tx: Tx, input: ReleaseClaimInput): Promise<ReleaseClaim> {
    const claim = newId();
    const now = input.now.toISOString();
    const limit = input.unsubscribeTokens.length;
    const stale = await tx.run(releaseSql.reclaimStale, [
      input.release,
      claim,
      now,
      input.leaseExpiredBefore.toISOString(),
      limit,
    ]);
    if (stale < limit) {
      await tx.run(releaseSql.claimNew, [input.release, claim, now, limit - stale]);
    }
    const rows = await tx.rows<{subscription_id: string; email: string}>(releaseSql.claimed, [
      claim,
    ]);
    if (rows.length === 0) return {claim, recipients: []};
    const expires = input.unsubscribeExpiresAt.toISOString();
    const tokens = rows.map((row, index) => [
      input.unsubscribeTokens[index]!,
      row.subscription_id,
      'unsubscribe',
      now,
      expires,
    ]);
    await tx.run(insertTokens(tokens.length), tokens.flat());
    return {
      claim,
      recipients: rows.map((row, index) => ({
        subscriptionId: row.subscription_id,
        email: row.email,
        token: index,
      })),
    };
  },

  async settleReleaseMail(tx: Tx, input: ReleaseSettleInput): Promise<void> {
    for (const id of input.failed) await tx.run(releaseSql.dropFailed, [input.claim, id]);
    await tx.run(releaseSql.markSent, [input.claim, input.now.toISOString()]);
  },
};

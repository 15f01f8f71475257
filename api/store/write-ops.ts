// Every write, written once and typed, for both databases: the SQLite writer thread and the
// PostgreSQL batch runner call these same functions on their own `Tx`. Each op runs inside the
// batch transaction its caller opened; it only issues statements.
import {randomUUID} from 'node:crypto';
import {insertTokens, sql} from './sql';
import type {
  ClaimedMail,
  ClaimInput,
  ConfirmOutcome,
  ConsentContext,
  ListName,
  MailOutcome,
  PurgeReport,
  RetentionPolicy,
  SignUpInput,
  SignUpResult,
  SubscriptionStatus,
  UnsubscribeOutcome,
} from './types';

/** The statements a write needs: the first row (or undefined), all rows, or the rows changed. */
export interface Tx {
  row<T>(text: string, params: unknown[]): Promise<T | undefined>;
  rows<T>(text: string, params: unknown[]): Promise<T[]>;
  run(text: string, params: unknown[]): Promise<number>;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** Outbox rows keep a short error code for the operator (see mail/delivery.ts: no addresses). */
const MAX_ERROR_LENGTH = 200;

export interface TokenArgs {
  tokenHash: string;
  now: Date;
  consent: ConsentContext;
}

async function recordConsent(
  tx: Tx,
  id: string,
  action: 'signup' | 'confirm' | 'unsubscribe',
  at: string,
  source: string | null,
  consent: ConsentContext,
) {
  await tx.run(sql.insertConsent, [
    randomUUID(),
    id,
    action,
    at,
    source,
    consent.ip,
    consent.userAgent,
    consent.consentVersion,
  ]);
}

export const writeOps = {
  async signUp(tx: Tx, input: SignUpInput): Promise<SignUpResult> {
    const now = input.now.toISOString();
    const row = await tx.row<{id: string; status: SubscriptionStatus}>(sql.upsertSubscription, [
      randomUUID(),
      input.email,
      input.list,
      input.source,
      now,
    ]);
    if (!row) throw new Error('The sign-up upsert returned no row.');
    await recordConsent(tx, row.id, 'signup', now, input.source, input.consent);
    let mailQueued = false;
    if (row.status === 'pending') {
      const at = input.now.getTime();
      mailQueued =
        (await tx.run(sql.queueConfirmation, [
          randomUUID(),
          row.id,
          now,
          new Date(at - input.throttle.intervalMs).toISOString(),
          input.email,
          new Date(at - DAY_MS).toISOString(),
          input.throttle.perDay,
        ])) > 0;
    }
    return {subscriptionId: row.id, status: row.status, mailQueued};
  },

  async confirm(tx: Tx, {tokenHash, now, consent}: TokenArgs): Promise<ConfirmOutcome> {
    const at = now.toISOString();
    const token = await tx.row<{subscription_id: string}>(sql.useConfirmToken, [tokenHash, at]);
    if (!token) return 'invalid';
    const updated = await tx.row(sql.confirmSubscription, [token.subscription_id, at]);
    if (!updated) return 'invalid';
    await recordConsent(tx, token.subscription_id, 'confirm', at, null, consent);
    return 'confirmed';
  },

  async unsubscribe(tx: Tx, {tokenHash, now, consent}: TokenArgs): Promise<UnsubscribeOutcome> {
    const at = now.toISOString();
    const token = await tx.row<{subscription_id: string}>(sql.findUnsubscribeToken, [
      tokenHash,
      at,
    ]);
    if (!token) return 'invalid';
    if (await tx.row(sql.unsubscribeSubscription, [token.subscription_id, at])) {
      await recordConsent(tx, token.subscription_id, 'unsubscribe', at, null, consent);
    }
    return 'unsubscribed';
  },

  async claimMail(tx: Tx, input: ClaimInput): Promise<ClaimedMail[]> {
    const now = input.now.toISOString();
    const claim = randomUUID();
    const count = await tx.run(sql.claimMail, [
      now,
      input.leaseUntil.toISOString(),
      input.tokens.length,
      claim,
    ]);
    if (count === 0) return [];
    const jobs = await tx.rows<{
      id: string;
      subscription_id: string;
      attempts: number;
      email: string;
      list: ListName;
    }>(sql.claimedMail, [claim]);
    const confirmUntil = input.confirmExpiresAt.toISOString();
    const unsubscribeUntil = input.unsubscribeExpiresAt.toISOString();
    const tokenRows = jobs.flatMap((job, index) => [
      [input.tokens[index]!.confirm, job.subscription_id, 'confirm', now, confirmUntil],
      [input.tokens[index]!.unsubscribe, job.subscription_id, 'unsubscribe', now, unsubscribeUntil],
    ]);
    await tx.run(insertTokens(tokenRows.length), tokenRows.flat());
    return jobs.map((job, index) => ({
      id: job.id,
      claim,
      kind: 'confirm',
      email: job.email,
      list: job.list,
      attempts: Number(job.attempts),
      tokens: index,
    }));
  },

  async settleMail(tx: Tx, {outcomes, now}: {outcomes: MailOutcome[]; now: Date}) {
    for (const outcome of outcomes) {
      if (outcome.sent) continue;
      const error = outcome.error.slice(0, MAX_ERROR_LENGTH);
      if (outcome.retryAt) {
        await tx.run(sql.markRetry, [outcome.id, outcome.retryAt.toISOString(), error]);
      } else await tx.run(sql.markFailed, [outcome.id, error]);
    }
    const claims = new Set(outcomes.filter((o) => o.sent).map((o) => o.claim));
    for (const claim of claims) await tx.run(sql.markClaimSent, [claim, now.toISOString()]);
  },

  async purge(tx: Tx, policy: RetentionPolicy): Promise<PurgeReport | null> {
    const iso = (date: Date) => date.toISOString();
    const claimed = await tx.run(sql.claimJob, ['purge', iso(policy.notRunSince), iso(policy.now)]);
    if (claimed === 0) return null;
    const report: PurgeReport = {
      pending: await tx.run(sql.purgePending, [iso(policy.pendingBefore)]),
      unsubscribed: await tx.run(sql.purgeUnsubscribed, [iso(policy.unsubscribedBefore)]),
      tokens: await tx.run(sql.purgeTokens, [iso(policy.now)]),
      outbox: await tx.run(sql.purgeOutbox, [iso(policy.outboxBefore)]),
    };
    await tx.run(sql.dropStaleMail, []);
    await tx.run(sql.purgeRateLimits, [policy.now.getTime()]);
    return report;
  },
};

export type WriteOps = typeof writeOps;
export type OpName = keyof WriteOps;
export type OpArgs<K extends OpName> = Parameters<WriteOps[K]>[1];
export type OpResult<K extends OpName> = Awaited<ReturnType<WriteOps[K]>>;

/** One queued write, as posted to the SQLite writer or run by the PostgreSQL batch runner. */
export type WriteItem = {[K in OpName]: {op: K; args: OpArgs<K>}}[OpName];

export function runOp(tx: Tx, item: WriteItem): Promise<unknown> {
  // The union is correlated by `op`; TypeScript cannot follow that through an index.
  const op = writeOps[item.op] as (tx: Tx, args: unknown) => Promise<unknown>;
  return op(tx, item.args);
}

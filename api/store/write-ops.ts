// Every write, written once and typed, for both databases: the SQLite writer thread and the
// PostgreSQL batch runner call these same functions on their own `Tx`. Each op runs inside the
// batch transaction its caller opened; it only issues statements.
import {newId} from './ids';
import {releaseOps} from './release-ops';
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

import type {Tx} from './tx';

export type {Tx};

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A sign-up's throttle windows: no mail if its (address, list) was mailed after `mailedSince`, or
 * the address was mailed `perDay` times after `daySince` on any list.
 */
export function throttleSince(input: SignUpInput): {mailedSince: string; daySince: string} {
  const time = input.now.getTime();
  return {
    mailedSince: new Date(time - input.throttle.intervalMs).toISOString(),
    daySince: new Date(time - DAY_MS).toISOString(),
  };
}
/** Outbox rows keep a short error code for the operator (see mail/delivery.ts: no addresses). */
const MAX_ERROR_LENGTH = 200;

export interface TokenArgs {
  tokenHash: string;
  now: Date;
  consent: ConsentContext;
}

/** The parameters of one consent_events row (sql.insertConsents). */
function consentRow(
  subscriptionId: string,
  action: 'signup' | 'confirm' | 'unsubscribe',
  at: string,
  source: string | null,
  consent: ConsentContext,
): unknown[] {
  return [
    newId(),
    subscriptionId,
    action,
    at,
    source,
    consent.ip,
    consent.userAgent,
    consent.consentVersion,
  ];
}

async function recordConsent(
  tx: Tx,
  id: string,
  action: 'signup' | 'confirm' | 'unsubscribe',
  at: string,
  source: string | null,
  consent: ConsentContext,
) {
  await tx.run(sql.insertConsents(1), consentRow(id, action, at, source, consent));
}

/**
 * Rows per multi-row statement at most. A batch is cut into chunks of 64, 32, …, 1 rows, so each
 * multi-row statement exists in at most seven sizes (each prepared once per connection).
 */
const MAX_ROWS = 64;

function chunks<T>(items: T[]): T[][] {
  const out: T[][] = [];
  let start = 0;
  while (start < items.length) {
    let size = MAX_ROWS;
    while (size > items.length - start) size /= 2;
    out.push(items.slice(start, start + size));
    start += size;
  }
  return out;
}

/**
 * Splits sign-ups into rounds in which each address appears once: the k-th sign-up of an address
 * in the batch goes to round k. A multi-row statement does not see its own rows, so the mail
 * throttle of a second sign-up of one address (any list) must run after the first's insert.
 * Within a round, rows are in (email, list) order: concurrent batches lock rows in one order.
 */
export function rounds(inputs: SignUpInput[]): number[][] {
  const seen = new Map<string, number>();
  const out: number[][] = [];
  inputs.forEach((input, index) => {
    const round = seen.get(input.email) ?? 0;
    seen.set(input.email, round + 1);
    (out[round] ??= []).push(index);
  });
  const key = (index: number) => `${inputs[index]!.email}\n${inputs[index]!.list}`;
  for (const round of out) round.sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
  return out;
}

/** One chunk of distinct addresses: three statements, whatever its size. */
async function signUpChunk(tx: Tx, inputs: SignUpInput[]): Promise<SignUpResult[]> {
  const at = inputs.map((input) => input.now.toISOString());
  const stored = await tx.rows<{
    id: string;
    email: string;
    list: string;
    status: SubscriptionStatus;
  }>(
    sql.upsertSubscriptions(inputs.length),
    inputs.flatMap((input, i) => [newId(), input.email, input.list, input.source, at[i]]),
  );
  const byKey = new Map(stored.map((row) => [`${row.email}\n${row.list}`, row]));
  const rows = inputs.map((input) => {
    const row = byKey.get(`${input.email}\n${input.list}`);
    if (!row) throw new Error('The sign-up upsert returned no row.');
    return row;
  });
  await tx.run(
    sql.insertConsents(inputs.length),
    inputs.flatMap((input, i) =>
      consentRow(rows[i]!.id, 'signup', at[i]!, input.source, input.consent),
    ),
  );
  const pending = inputs.flatMap((_, i) => (rows[i]!.status === 'pending' ? [i] : []));
  const queued = new Set<string>();
  for (const part of chunks(pending)) {
    const inserted = await tx.rows<{subscription_id: string}>(
      sql.queueConfirmations(part.length),
      part.flatMap((i) => {
        const input = inputs[i]!;
        const {mailedSince, daySince} = throttleSince(input);
        return [
          newId(),
          rows[i]!.id,
          at[i],
          mailedSince,
          input.email,
          daySince,
          input.throttle.perDay,
        ];
      }),
    );
    for (const row of inserted) queued.add(row.subscription_id);
  }
  return rows.map((row) => ({
    subscriptionId: row.id,
    status: row.status,
    mailQueued: queued.has(row.id),
  }));
}

/**
 * Many sign-ups as set-based statements — the same rules as one sign-up: per round, one statement
 * where the Tx offers `signUpRound` (PostgreSQL), else three per chunk instead of three per
 * sign-up. Results in input order.
 */
export async function signUps(tx: Tx, inputs: SignUpInput[]): Promise<SignUpResult[]> {
  const results: SignUpResult[] = new Array(inputs.length);
  for (const round of rounds(inputs)) {
    if (tx.signUpRound) {
      const done = await tx.signUpRound(round.map((index) => inputs[index]!));
      round.forEach((index, i) => (results[index] = done[i]!));
      continue;
    }
    for (const chunk of chunks(round)) {
      const done = await signUpChunk(
        tx,
        chunk.map((index) => inputs[index]!),
      );
      chunk.forEach((index, i) => (results[index] = done[i]!));
    }
  }
  return results;
}

export const writeOps = {
  async signUp(tx: Tx, input: SignUpInput): Promise<SignUpResult> {
    return (await signUps(tx, [input]))[0]!;
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
    if (tx.claimMail) return tx.claimMail(input);
    const now = input.now.toISOString();
    const claim = newId();
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

  ...releaseOps,
};

export type WriteOps = typeof writeOps;
export type OpName = keyof WriteOps;
export type OpArgs<K extends OpName> = Parameters<WriteOps[K]>[1];
export type OpResult<K extends OpName> = Awaited<ReturnType<WriteOps[K]>>;

/** One queued write, as posted to the SQLite writer or run by the PostgreSQL batch runner. */
export type WriteItem = {[K in OpName]: {op: K; args: OpArgs<K>}}[OpName];

type SignUpItem = Extract<WriteItem, {op: 'signUp'}>;

/**
 * Whether a write is a single statement where the Tx offers `claimMail` (PostgreSQL), so it can
 * commit on its own: a claim, or the settlement of one claim whose mails were all sent.
 */
export function isOneStatement(item: WriteItem): boolean {
  if (item.op === 'claimMail') return true;
  if (item.op !== 'settleMail') return false;
  const {outcomes} = item.args;
  return (
    outcomes.every((outcome) => outcome.sent) && new Set(outcomes.map((o) => o.claim)).size <= 1
  );
}

/** A batch's sign-ups and its other writes, each with its index in the batch. */
export function partitionSignUps(items: WriteItem[]): {
  signUps: {index: number; input: SignUpInput}[];
  others: {index: number; item: WriteItem}[];
} {
  const signUps: {index: number; input: SignUpInput}[] = [];
  const others: {index: number; item: WriteItem}[] = [];
  items.forEach((item, index) => {
    if (item.op === 'signUp') signUps.push({index, input: item.args});
    else others.push({index, item});
  });
  return {signUps, others};
}

/**
 * A batch cut into groups run together: each run of consecutive sign-ups is one group (run as
 * set-based statements by runGroup), every other write a group of its own. Order is kept.
 */
export function groupWrites(items: WriteItem[]): WriteItem[][] {
  const groups: WriteItem[][] = [];
  let signUpRun: SignUpItem[] | null = null;
  for (const item of items) {
    if (item.op === 'signUp') {
      if (!signUpRun) groups.push((signUpRun = []));
      signUpRun.push(item);
    } else {
      signUpRun = null;
      groups.push([item]);
    }
  }
  return groups;
}

/** Runs one group of groupWrites(): its results in order, or throws if any write failed. */
export async function runGroup(tx: Tx, group: WriteItem[]): Promise<unknown[]> {
  if (group.length === 1) return [await runOp(tx, group[0]!)];
  return signUps(
    tx,
    (group as SignUpItem[]).map((item) => item.args),
  );
}

export function runOp(tx: Tx, item: WriteItem): Promise<unknown> {
  // The union is correlated by `op`; TypeScript cannot follow that through an index.
  const op = writeOps[item.op] as (tx: Tx, args: unknown) => Promise<unknown>;
  return op(tx, item.args);
}

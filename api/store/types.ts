// The repository contract. Routes, services and the CLI see only this interface; SQLite and
// PostgreSQL implement it by running the same typed write operations (write-ops.ts) and SQL.

export const LISTS = ['newsletter', 'changelog'] as const;
export type ListName = (typeof LISTS)[number];
export const STATUSES = ['pending', 'confirmed', 'unsubscribed'] as const;
export type SubscriptionStatus = (typeof STATUSES)[number];

/** Who agreed to what, when and from where — kept for every sign-up, confirmation and opt-out. */
export interface ConsentContext {
  ip: string | null;
  userAgent: string | null;
  consentVersion: string;
}

/** How often one address may be sent a confirmation mail, whatever the client's IP. */
export interface MailThrottle {
  /** At most one confirmation per (address, list) in this many milliseconds. */
  intervalMs: number;
  /** At most this many confirmations per address (all lists) in 24 hours. */
  perDay: number;
}

export interface SignUpInput {
  email: string;
  list: ListName;
  source: string | null;
  consent: ConsentContext;
  now: Date;
  throttle: MailThrottle;
}

export interface SignUpResult {
  subscriptionId: string;
  status: SubscriptionStatus;
  /** A confirmation mail was queued in the outbox (pending, and not throttled). */
  mailQueued: boolean;
}

export type ConfirmOutcome = 'confirmed' | 'invalid';
export type UnsubscribeOutcome = 'unsubscribed' | 'invalid';

export interface Subscriber {
  id: string;
  email: string;
  list: ListName;
  status: SubscriptionStatus;
  source: string | null;
  createdAt: string;
  confirmedAt: string | null;
  unsubscribedAt: string | null;
}

export interface ConsentEvent {
  action: 'signup' | 'confirm' | 'unsubscribe';
  createdAt: string;
  source: string | null;
  ip: string | null;
  userAgent: string | null;
  consentVersion: string;
}

export interface ListFilter {
  list: ListName;
  status?: SubscriptionStatus;
}

/** The link tokens minted for one outgoing mail; only their SHA-256 is stored. */
export interface TokenHashes {
  confirm: string;
  unsubscribe: string;
}

export interface ClaimInput {
  now: Date;
  /** The claim is exclusive until then; a process that dies mid-send frees it by expiry. */
  leaseUntil: Date;
  /** One pair per job that may be claimed: its length is the batch size. */
  tokens: TokenHashes[];
  confirmExpiresAt: Date;
  unsubscribeExpiresAt: Date;
}

/** A mail to send now. `tokens` is the index into ClaimInput.tokens. */
export interface ClaimedMail {
  id: string;
  /** Settled together: every job of a claim not reported failed was sent. */
  claim: string;
  kind: 'confirm';
  email: string;
  list: ListName;
  attempts: number;
  tokens: number;
}

export type MailOutcome =
  | {id: string; claim: string; sent: true}
  | {id: string; claim: string; sent: false; error: string; retryAt: Date | null};

export interface RetentionPolicy {
  now: Date;
  /** Pending (never confirmed) sign-ups created before this are deleted with their records. */
  pendingBefore: Date;
  /** Unsubscribed subscriptions (and their consent trail) whose opt-out is older are deleted. */
  unsubscribedBefore: Date;
  /** Delivered or abandoned outbox rows older than this are deleted. */
  outboxBefore: Date;
  /** Skip (resolve null) when any process purged after this: two servers purge once. */
  notRunSince: Date;
}

export interface PurgeReport {
  pending: number;
  unsubscribed: number;
  tokens: number;
  outbox: number;
}

export interface OutboxRow {
  id: string;
  state: 'queued' | 'sent' | 'failed';
  attempts: number;
  nextAttemptAt: string;
  lastError: string | null;
}

export interface ReleaseClaimInput {
  /** The version whose notes are mailed (`2.1.0`). */
  release: string;
  now: Date;
  /** Rows a run left in 'sending' before this are taken over (that run died mid-send). */
  leaseExpiredBefore: Date;
  /** Hashes of the unsubscribe tokens the mails will carry: its length is the batch size. */
  unsubscribeTokens: string[];
  unsubscribeExpiresAt: Date;
}

/** Confirmed changelog subscribers to mail a release now. `token` indexes unsubscribeTokens. */
export interface ReleaseClaim {
  claim: string;
  recipients: {subscriptionId: string; email: string; token: number}[];
}

export interface ReleaseSettleInput {
  claim: string;
  /** Subscriptions whose mail failed: their rows are freed for the next run. */
  failed: string[];
  now: Date;
}

/** Counters shared by every process using the store (PostgreSQL); see http/guards.ts. */
export interface HitCounter {
  hit(key: string, windowMs: number, now: number): Promise<{hits: number; resetAt: number}>;
  undo(key: string): Promise<void>;
  reset(key: string): Promise<void>;
}

export interface StoreHealth {
  ok: boolean;
  detail?: string;
}

export interface SubscriberStore {
  readonly kind: 'sqlite' | 'postgres';
  /** Idempotent: one row per (email, list); the first source is kept. Resolves after commit. */
  signUp(input: SignUpInput): Promise<SignUpResult>;
  /** Uses a confirm token once, before it expires. */
  confirm(tokenHash: string, now: Date, consent: ConsentContext): Promise<ConfirmOutcome>;
  /** Unsubscribe tokens may be used again until they expire: a repeated opt-out is harmless. */
  unsubscribe(tokenHash: string, now: Date, consent: ConsentContext): Promise<UnsubscribeOutcome>;
  /** Claims due outbox mails and stores the hashes of the tokens their links will carry. */
  claimMail(input: ClaimInput): Promise<ClaimedMail[]>;
  settleMail(outcomes: MailOutcome[], now: Date): Promise<void>;
  /** Claims confirmed changelog subscribers not yet mailed a release (idempotent per release). */
  claimReleaseMail(input: ReleaseClaimInput): Promise<ReleaseClaim>;
  /** Records a claim's sends; failed ones are freed for the next run. */
  settleReleaseMail(input: ReleaseSettleInput): Promise<void>;
  /** Null when another process purged since `policy.notRunSince`. */
  purge(policy: RetentionPolicy): Promise<PurgeReport | null>;
  find(email: string, list: ListName): Promise<Subscriber | undefined>;
  consentEvents(subscriptionId: string): Promise<ConsentEvent[]>;
  outbox(subscriptionId: string): Promise<OutboxRow[]>;
  count(filter: ListFilter): Promise<number>;
  /** Streams in (created_at, email) order, a page at a time: memory stays bounded. */
  iterate(filter: ListFilter, pageSize?: number): AsyncIterable<Subscriber>;
  list(filter: ListFilter): Promise<Subscriber[]>;
  /** Cross-process rate-limit counters, or undefined when one process owns the data (SQLite). */
  readonly counters: HitCounter | undefined;
  health(): Promise<StoreHealth>;
  close(): Promise<void>;
}

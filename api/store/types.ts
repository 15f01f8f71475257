// The repository contract. Routes and the CLI see only this interface; SQLite and PostgreSQL
// implement it with the same SQL (see sql.ts).

export const LISTS = ['newsletter', 'changelog'] as const;
export type ListName = (typeof LISTS)[number];
export type SubscriptionStatus = 'pending' | 'confirmed' | 'unsubscribed';

/** Who agreed to what, when and from where — kept for every sign-up, confirmation and opt-out. */
export interface ConsentContext {
  ip: string | null;
  userAgent: string | null;
  consentVersion: string;
}

export interface SignUpInput {
  email: string;
  list: ListName;
  source: string | null;
  consent: ConsentContext;
  /** SHA-256 hashes of the tokens put into the confirmation mail; the raw tokens are never stored. */
  confirmTokenHash: string;
  unsubscribeTokenHash: string;
  now: Date;
  confirmExpiresAt: Date;
  unsubscribeExpiresAt: Date;
}

export interface SignUpResult {
  subscriptionId: string;
  status: SubscriptionStatus;
  /** The tokens were stored and a confirmation mail must be sent (new or still pending sign-up). */
  needsConfirmation: boolean;
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

export interface SubscriberStore {
  readonly kind: 'sqlite' | 'postgres';
  /** Idempotent: one row per (email, list); the first source is kept. Resolves after commit. */
  signUp(input: SignUpInput): Promise<SignUpResult>;
  /** Uses a confirm token once, before it expires. */
  confirm(tokenHash: string, now: Date, consent: ConsentContext): Promise<ConfirmOutcome>;
  /** Unsubscribe tokens may be used again until they expire: a repeated opt-out is harmless. */
  unsubscribe(tokenHash: string, now: Date, consent: ConsentContext): Promise<UnsubscribeOutcome>;
  find(email: string, list: ListName): Promise<Subscriber | undefined>;
  consentEvents(subscriptionId: string): Promise<ConsentEvent[]>;
  count(filter: ListFilter): Promise<number>;
  list(filter: ListFilter): Promise<Subscriber[]>;
  close(): Promise<void>;
}

// Puts subscriptions into a store the way the app does: sign-up, then delivery (which mints the
// link tokens), then confirm — for tests that need a confirmed or unsubscribed row.
import type {ClaimInput, ListName, SignUpInput, SubscriberStore, TokenHashes} from '../store/types';

const HOUR = 3_600_000;
export const consent = {ip: '203.0.113.7', userAgent: 'jest', consentVersion: 'v-test'};
export const throttle = {intervalMs: 10 * 60_000, perDay: 5};

export function signUpInput(email: string, overrides: Partial<SignUpInput> = {}): SignUpInput {
  return {
    email,
    list: 'newsletter',
    source: 'footer',
    consent,
    now: new Date(),
    throttle,
    ...overrides,
  };
}

/** Delivery's claim at `now` for up to `tokens.length` mails: a minute's lease, links valid 1 h / 24 h. */
export function claimInput(
  now: Date,
  tokens: TokenHashes[],
  ttl: {confirm?: number; unsubscribe?: number} = {},
): ClaimInput {
  return {
    now,
    leaseUntil: new Date(now.getTime() + 60_000),
    tokens,
    confirmExpiresAt: new Date(now.getTime() + (ttl.confirm ?? HOUR)),
    unsubscribeExpiresAt: new Date(now.getTime() + (ttl.unsubscribe ?? 24 * HOUR)),
  };
}

let minted = 0;
/**
 * Delivers every due mail as delivery does (claim, then settle as sent) and returns the token
 * hashes minted for `email`'s mail, or undefined when none was due for it.
 */
export async function deliverTo(
  store: SubscriberStore,
  email: string,
  options: {list?: ListName; now?: Date; confirmTtl?: number; unsubscribeTtl?: number} = {},
): Promise<TokenHashes | undefined> {
  const now = options.now ?? new Date();
  const tokens = Array.from({length: 200}, () => {
    minted += 1;
    return {confirm: `confirm-${minted}-${Math.random()}`, unsubscribe: `unsub-${minted}`};
  });
  const claimed = await store.claimMail(
    claimInput(now, tokens, {confirm: options.confirmTtl, unsubscribe: options.unsubscribeTtl}),
  );
  await store.settleMail(
    claimed.map((job) => ({id: job.id, claim: job.claim, sent: true})),
    now,
  );
  const list = options.list ?? 'newsletter';
  const mine = claimed.find((job) => job.email === email && job.list === list);
  return mine && tokens[mine.tokens];
}

/** Signs `email` up and confirms it (status `confirmed`). */
export async function confirmed(
  store: SubscriberStore,
  email: string,
  overrides: Partial<SignUpInput> = {},
) {
  await store.signUp(signUpInput(email, overrides));
  const tokens = await deliverTo(store, email, {list: overrides.list, now: overrides.now});
  if (!tokens) throw new Error(`No mail was due for ${email}.`);
  await store.confirm(tokens.confirm, overrides.now ?? new Date(), consent);
  return tokens;
}

// Retention, as the privacy note (src/pages/privacy.md) states it: a sign-up never confirmed is
// deleted, with its consent trail, once it has been idle for PENDING_RETENTION_DAYS; after an
// opt-out the consent trail is kept CONSENT_RETENTION_DAYS (proof of what was agreed, and when)
// and then deleted; expired link tokens and delivered outbox rows go as soon as they are useless.
// The server runs this every PURGE_INTERVAL_MS; `npm run subscribers -- purge` runs it now.
import type {PurgeReport, RetentionPolicy, SubscriberStore} from '../store/types';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface RetentionConfig {
  pendingDays: number;
  consentDays: number;
  purgeIntervalMs: number;
}

/** Outbox rows are the per-address mail history the resend throttle counts: keep a day of it. */
const OUTBOX_KEEP_MS = 2 * DAY_MS;

export function retentionPolicy(
  config: RetentionConfig,
  now: Date,
  options: {force?: boolean} = {},
): RetentionPolicy {
  const at = now.getTime();
  return {
    now,
    pendingBefore: new Date(at - config.pendingDays * DAY_MS),
    unsubscribedBefore: new Date(at - config.consentDays * DAY_MS),
    outboxBefore: new Date(at - OUTBOX_KEEP_MS),
    // Scheduled runs skip when another process purged within most of an interval.
    notRunSince: options.force ? now : new Date(at - config.purgeIntervalMs * 0.9),
  };
}

export function purgeNow(
  store: SubscriberStore,
  config: RetentionConfig,
  now: Date,
  options: {force?: boolean} = {},
): Promise<PurgeReport | null> {
  return store.purge(retentionPolicy(config, now, options));
}

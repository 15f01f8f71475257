// Delivers the outbox: claims due mails (exclusive for a lease, so two API processes never send
// the same one), mints their link tokens (only the hashes are stored), sends, and records the
// outcome. A failure is retried with exponential backoff; after the last attempt the row is
// marked failed (signing up again queues a new one). Logs carry the outbox id and the mail
// server's answer with addresses removed — never the address.
import {emailHash, redactAddresses, type Logger} from '../logger';
import {
  CONFIRM_TOKEN_TTL_MS,
  UNSUBSCRIBE_TOKEN_TTL_MS,
  hashToken,
  newToken,
} from '../services/tokens';
import type {ClaimedMail, MailOutcome, SubscriberStore} from '../store/types';
import {eachInFlight} from './in-flight';
import type {Mailer} from './mailer';
import {confirmationMessage} from './messages';

const BATCH = 100;
/**
 * Messages in flight at once. Delivery is background work: a few at a time keeps up with the
 * SMTP pool (2 connections) and keeps the file outbox's fsyncs from crowding out the database's.
 */
const SENDING = 4;
const MAX_BACKOFF_MS = 6 * 60 * 60 * 1000;

export interface DeliveryOptions {
  publicUrl: string;
  /** SMTP timeout: a claim's lease outlasts the slowest possible batch. */
  timeoutMs: number;
  retryBaseMs: number;
  maxAttempts: number;
  pollMs: number;
}

export interface DeliveryDeps {
  store: SubscriberStore;
  mailer: Mailer;
  logger: Logger;
  options: DeliveryOptions;
  now?: () => Date;
  random?: () => number;
}

/** Base × 2^(attempt-1), ±20 % so retries from many sign-ups do not arrive together. */
export function backoffMs(attempt: number, baseMs: number, random = Math.random): number {
  const delay = Math.min(baseMs * 2 ** Math.max(0, attempt - 1), MAX_BACKOFF_MS);
  return Math.round(delay * (0.8 + 0.4 * random()));
}

function reasonOf(error: unknown): string {
  const e = error as {code?: unknown; responseCode?: unknown; message?: unknown} | null;
  const parts = [e?.code, e?.responseCode, e?.message].filter(
    (part) => typeof part === 'string' || typeof part === 'number',
  );
  return redactAddresses(parts.join(' ') || 'unknown error');
}

export function createDelivery({
  store,
  mailer,
  logger,
  options,
  now = () => new Date(),
  random = Math.random,
}: DeliveryDeps) {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;

  async function sendOne(job: ClaimedMail, tokens: {confirm: string; unsubscribe: string}) {
    const base = options.publicUrl;
    try {
      await mailer.send(
        confirmationMessage({
          to: job.email,
          list: job.list,
          confirmUrl: `${base}/api/confirm?token=${tokens.confirm}`,
          unsubscribeUrl: `${base}/api/unsubscribe?token=${tokens.unsubscribe}`,
        }),
      );
      return {id: job.id, claim: job.claim, sent: true} satisfies MailOutcome;
    } catch (error) {
      const reason = reasonOf(error);
      const retryAt =
        job.attempts < options.maxAttempts
          ? new Date(now().getTime() + backoffMs(job.attempts, options.retryBaseMs, random))
          : null;
      logger.warn(
        {
          outboxId: job.id,
          emailHash: emailHash(job.email),
          attempt: job.attempts,
          reason,
          retryAt: retryAt?.toISOString() ?? null,
        },
        retryAt ? 'mail delivery failed; will retry' : 'mail delivery failed; giving up',
      );
      return {
        id: job.id,
        claim: job.claim,
        sent: false,
        error: reason,
        retryAt,
      } satisfies MailOutcome;
    }
  }

  /** One claim-send-settle round; resolves to the number of mails claimed. */
  async function runOnce(): Promise<number> {
    const at = now();
    const tokens = Array.from({length: BATCH}, () => ({
      confirm: newToken(),
      unsubscribe: newToken(),
    }));
    const claimed = await store.claimMail({
      now: at,
      // Outlasts the slowest batch: every message through one pooled connection, each timing out.
      leaseUntil: new Date(
        at.getTime() + Math.max(5 * 60_000, (BATCH * options.timeoutMs * 3) / 2),
      ),
      tokens: tokens.map((pair) => ({
        confirm: hashToken(pair.confirm),
        unsubscribe: hashToken(pair.unsubscribe),
      })),
      confirmExpiresAt: new Date(at.getTime() + CONFIRM_TOKEN_TTL_MS),
      unsubscribeExpiresAt: new Date(at.getTime() + UNSUBSCRIBE_TOKEN_TTL_MS),
    });
    if (claimed.length === 0) return 0;
    const outcomes: MailOutcome[] = [];
    await eachInFlight(claimed, SENDING, async (job) => {
      outcomes.push(await sendOne(job, tokens[job.tokens]!));
    });
    await store.settleMail(outcomes, now());
    return claimed.length;
  }

  async function drain(): Promise<void> {
    do {
      again = false;
      try {
        while (!stopped && (await runOnce()) === BATCH);
      } catch (error) {
        // The store is down or busy; the next poll tries again.
        logger.warn({reason: reasonOf(error)}, 'mail delivery paused: the store is unavailable');
        return;
      }
    } while (again && !stopped);
  }

  function kick(): void {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = drain().finally(() => (running = null));
  }

  return {
    kick,
    /** Runs until nothing is due (tests and the CLI). */
    async flush(): Promise<void> {
      while ((await runOnce()) > 0);
    },
    start(): void {
      stopped = false;
      timer = setInterval(kick, options.pollMs);
      timer.unref();
      kick();
    },
    /** Stops claiming; resolves when the mails being sent now are settled. */
    async stop(): Promise<void> {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
  };
}

export type Delivery = ReturnType<typeof createDelivery>;

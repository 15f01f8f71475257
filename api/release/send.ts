// Mails a release's notes to the confirmed changelog subscribers, a batch at a time: each batch is
// claimed in the database before anyone is mailed (so a second run, or a second operator, skips
// them), each mail carries its own one-click unsubscribe link, and a failed send is freed for the
// next run instead of being retried in a loop against a mail server that is down.
import {eachInFlight} from '../mail/in-flight';
import type {Mailer} from '../mail/mailer';
import {releaseMessage} from '../mail/messages';
import {UNSUBSCRIBE_TOKEN_TTL_MS, hashToken, newToken} from '../services/tokens';
import type {SubscriberStore} from '../store/types';
import type {ReleaseNotes} from './feed';

const BATCH = 50;
/** Mails in flight at once: the SMTP pool's connections stay busy without queueing deep. */
const SENDING = 4;
/** A run that died mid-send is taken over after this; longer than any batch can take. */
const LEASE_MS = 15 * 60 * 1000;

export interface SendReport {
  sent: number;
  failed: number;
}

export interface SendDeps {
  store: SubscriberStore;
  mailer: Mailer;
  publicUrl: string;
  now?: () => Date;
  /** Told about each failure, without the address (logs must not hold it). */
  onFailure?: (reason: string) => void;
}

export async function sendRelease(notes: ReleaseNotes, deps: SendDeps): Promise<SendReport> {
  const now = deps.now ?? (() => new Date());
  const report: SendReport = {sent: 0, failed: 0};
  for (;;) {
    const tokens = Array.from({length: BATCH}, newToken);
    const at = now();
    const {claim, recipients} = await deps.store.claimReleaseMail({
      release: notes.version,
      now: at,
      leaseExpiredBefore: new Date(at.getTime() - LEASE_MS),
      unsubscribeTokens: tokens.map(hashToken),
      unsubscribeExpiresAt: new Date(at.getTime() + UNSUBSCRIBE_TOKEN_TTL_MS),
    });
    if (recipients.length === 0) return report;
    const failed: string[] = [];
    await eachInFlight(recipients, SENDING, async (recipient) => {
      const unsubscribeUrl = `${deps.publicUrl}/api/unsubscribe?token=${tokens[recipient.token]}`;
      try {
        await deps.mailer.send(releaseMessage({...notes, to: recipient.email, unsubscribeUrl}));
      } catch (error) {
        failed.push(recipient.subscriptionId);
        deps.onFailure?.(String((error as Error).message ?? error));
      }
    });
    await deps.store.settleReleaseMail({claim, failed, now: now()});
    report.sent += recipients.length - failed.length;
    report.failed += failed.length;
    // A mail server that fails now would fail the rest too: stop, and let the next run retry.
    if (failed.length > 0) return report;
  }
}

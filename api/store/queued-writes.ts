// The write half of a store, the same for SQLite and PostgreSQL: every write goes through the
// store's WriteQueue (group commit) as one of the shared ops. Mixed into each store's reader class.
import type {
  ClaimInput,
  ConsentContext,
  MailOutcome,
  ReleaseClaimInput,
  ReleaseSettleInput,
  RetentionPolicy,
  SignUpInput,
} from './types';
import type {WriteQueue} from './write-queue';

// TypeScript requires a mixin's base constructor to take `any[]`.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Constructor = abstract new (...args: any[]) => object;

export function withQueuedWrites<Base extends Constructor>(base: Base) {
  abstract class QueuedWrites extends base {
    abstract readonly queue: WriteQueue;

    signUp(input: SignUpInput) {
      return this.queue.run({op: 'signUp', args: input});
    }

    confirm(tokenHash: string, now: Date, consent: ConsentContext) {
      return this.queue.run({op: 'confirm', args: {tokenHash, now, consent}});
    }

    unsubscribe(tokenHash: string, now: Date, consent: ConsentContext) {
      return this.queue.run({op: 'unsubscribe', args: {tokenHash, now, consent}});
    }

    claimMail(input: ClaimInput) {
      return this.queue.run({op: 'claimMail', args: input});
    }

    settleMail(outcomes: MailOutcome[], now: Date) {
      return this.queue.run({op: 'settleMail', args: {outcomes, now}});
    }

    claimReleaseMail(input: ReleaseClaimInput) {
      return this.queue.run({op: 'claimReleaseMail', args: input});
    }

    settleReleaseMail(input: ReleaseSettleInput) {
      return this.queue.run({op: 'settleReleaseMail', args: input});
    }

    purge(policy: RetentionPolicy) {
      return this.queue.run({op: 'purge', args: policy});
    }
  }
  return QueuedWrites;
}

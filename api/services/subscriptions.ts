// Sign-up, confirmation and opt-out, independent of HTTP. A sign-up is answered once its row is
// committed; the confirmation mail goes through the outbox (mail/delivery.ts), so neither a slow
// mail server nor whether a mail was due (new, pending, confirmed, throttled) shows in the answer.
import type {Config} from '../config/env';
import {emailHash} from '../logger';
import type {ConsentContext, ListName, SubscriberStore, SubscriptionStatus} from '../store/types';
import {hashToken} from './tokens';

export interface SignUpRequest {
  email: string;
  list: ListName;
  source: string | null;
  ip: string | null;
  userAgent: string | null;
}

export interface SignUpOutcome {
  list: ListName;
  emailHash: string;
  status: SubscriptionStatus;
  mailQueued: boolean;
}

export interface SubscriptionDeps {
  config: Pick<Config, 'consentVersion' | 'throttle'>;
  store: SubscriberStore;
  /** Called after a sign-up queued a mail, so delivery starts without waiting for its poll. */
  mailQueued?: () => void;
  now?: () => Date;
}

export function createSubscriptions({
  config,
  store,
  mailQueued,
  now = () => new Date(),
}: SubscriptionDeps) {
  const consentOf = (ip: string | null, userAgent: string | null): ConsentContext => ({
    ip,
    userAgent: userAgent?.slice(0, 512) ?? null,
    consentVersion: config.consentVersion,
  });

  return {
    /** Stores a sign-up; the outcome is for the request's log line, never for the client. */
    async signUp(request: SignUpRequest): Promise<SignUpOutcome> {
      const result = await store.signUp({
        email: request.email,
        list: request.list,
        source: request.source,
        consent: consentOf(request.ip, request.userAgent),
        now: now(),
        throttle: config.throttle,
      });
      if (result.mailQueued) mailQueued?.();
      return {
        list: request.list,
        emailHash: emailHash(request.email),
        status: result.status,
        mailQueued: result.mailQueued,
      };
    },

    confirm(token: string, ip: string | null, userAgent: string | null) {
      return store.confirm(hashToken(token), now(), consentOf(ip, userAgent));
    },

    unsubscribe(token: string, ip: string | null, userAgent: string | null) {
      return store.unsubscribe(hashToken(token), now(), consentOf(ip, userAgent));
    },
  };
}

export type Subscriptions = ReturnType<typeof createSubscriptions>;

// Sign-up, confirmation and opt-out, independent of HTTP.
import type {Config} from '../config/env';
import {emailHash, type Logger} from '../logger';
import {confirmationMessage} from '../mail/messages';
import type {Mailer} from '../mail/mailer';
import type {ConsentContext, ListName, SubscriberStore} from '../store/types';
import {CONFIRM_TOKEN_TTL_MS, UNSUBSCRIBE_TOKEN_TTL_MS, hashToken, newToken} from './tokens';

export interface SignUpRequest {
  email: string;
  list: ListName;
  source: string | null;
  ip: string | null;
  userAgent: string | null;
}

export class MailDeliveryError extends Error {}

export interface SubscriptionDeps {
  config: Pick<Config, 'publicUrl' | 'consentVersion'>;
  store: SubscriberStore;
  mailer: Mailer;
  logger: Logger;
  now?: () => Date;
}

export function createSubscriptions({
  config,
  store,
  mailer,
  logger,
  now = () => new Date(),
}: SubscriptionDeps) {
  const consentOf = (ip: string | null, userAgent: string | null): ConsentContext => ({
    ip,
    userAgent: userAgent?.slice(0, 512) ?? null,
    consentVersion: config.consentVersion,
  });

  return {
    async signUp(request: SignUpRequest): Promise<void> {
      const at = now();
      const confirmToken = newToken();
      const unsubscribeToken = newToken();
      const result = await store.signUp({
        email: request.email,
        list: request.list,
        source: request.source,
        consent: consentOf(request.ip, request.userAgent),
        confirmTokenHash: hashToken(confirmToken),
        unsubscribeTokenHash: hashToken(unsubscribeToken),
        now: at,
        confirmExpiresAt: new Date(at.getTime() + CONFIRM_TOKEN_TTL_MS),
        unsubscribeExpiresAt: new Date(at.getTime() + UNSUBSCRIBE_TOKEN_TTL_MS),
      });
      const log = {list: request.list, emailHash: emailHash(request.email), status: result.status};
      logger.info(log, 'sign-up stored');
      if (!result.needsConfirmation) return;
      const base = config.publicUrl;
      try {
        await mailer.send(
          confirmationMessage({
            to: request.email,
            list: request.list,
            confirmUrl: `${base}/api/confirm?token=${confirmToken}`,
            unsubscribeUrl: `${base}/api/unsubscribe?token=${unsubscribeToken}`,
          }),
        );
      } catch (error) {
        logger.error({...log, err: error}, 'confirmation mail failed');
        throw new MailDeliveryError('Confirmation mail could not be sent.', {cause: error});
      }
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

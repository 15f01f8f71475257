// Shared handler of the two sign-up routes. The answer is the same whether or not the address was
// already on the list, so the endpoint cannot be used to find out who is subscribed.
import type {RequestHandler} from 'express';
import {emailHash, type Logger} from '../logger';
import {MailDeliveryError, type Subscriptions} from '../services/subscriptions';
import type {ListName} from '../store/types';

interface SignUpBody {
  email: string;
  source?: string;
  website?: string;
}

export function signUpHandler(
  list: ListName,
  subscriptions: Subscriptions,
  logger: Logger,
): RequestHandler {
  return async (req, res) => {
    const body = res.locals.body as SignUpBody;
    if (body.website) {
      // Looks like success to the bot; nothing is stored or sent.
      logger.warn({list, emailHash: emailHash(body.email)}, 'honeypot filled, sign-up dropped');
      res.status(200).json({success: true});
      return;
    }
    try {
      await subscriptions.signUp({
        email: body.email,
        list,
        source: body.source ?? null,
        ip: req.ip ?? null,
        userAgent: req.get('user-agent') ?? null,
      });
    } catch (error) {
      if (!(error instanceof MailDeliveryError)) throw error;
      res.status(503).json({
        success: false,
        error: 'We could not send the confirmation email. Please try again in a few minutes.',
      });
      return;
    }
    res.status(200).json({success: true});
  };
}

// Shared handler of the two sign-up routes. The answer is the same whether the address is new,
// pending, confirmed or unsubscribed, and whether or not a mail was due: the endpoint cannot be
// used to find out who is subscribed.
import type {Request, Response} from 'express';
import {logFields} from '../http/request-log';
import {emailHash, type Logger} from '../logger';
import type {ChangelogBody, NewsletterBody} from '../schemas/signup';
import type {Subscriptions} from '../services/subscriptions';
import type {ListName} from '../store/types';

export function signUpHandler(list: ListName, subscriptions: Subscriptions, logger: Logger) {
  return async (body: NewsletterBody | ChangelogBody, req: Request, res: Response) => {
    if (body.website) {
      // Looks like success to the bot; nothing is stored or sent.
      logger.warn({list, emailHash: emailHash(body.email)}, 'honeypot filled, sign-up dropped');
      res.status(200).json({success: true});
      return;
    }
    const outcome = await subscriptions.signUp({
      email: body.email,
      list,
      source: 'source' in body ? (body.source ?? null) : null,
      ip: req.ip ?? null,
      userAgent: req.get('user-agent') ?? null,
    });
    logFields(res, {signUp: outcome});
    res.status(200).json({success: true});
  };
}

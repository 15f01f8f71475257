import {Router, type RequestHandler} from 'express';
import {withBody} from '../http/validate';
import type {Logger} from '../logger';
import {newsletterBody} from '../schemas/signup';
import type {Subscriptions} from '../services/subscriptions';
import {signUpHandler} from './signup';

/** `POST /api/newsletter` `{email, source?}`. */
export function newsletterRoutes(
  subscriptions: Subscriptions,
  logger: Logger,
  guards: RequestHandler[],
) {
  return Router().post(
    '/newsletter',
    ...guards,
    withBody(newsletterBody, signUpHandler('newsletter', subscriptions, logger)),
  );
}

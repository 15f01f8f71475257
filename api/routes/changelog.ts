import {Router, type RequestHandler} from 'express';
import {withBody} from '../http/validate';
import type {Logger} from '../logger';
import {changelogBody} from '../schemas/signup';
import type {Subscriptions} from '../services/subscriptions';
import {signUpHandler} from './signup';

/** `POST /api/changelog` `{email}`. */
export function changelogRoutes(
  subscriptions: Subscriptions,
  logger: Logger,
  guards: RequestHandler[],
) {
  return Router().post(
    '/changelog',
    ...guards,
    withBody(changelogBody, signUpHandler('changelog', subscriptions, logger)),
  );
}

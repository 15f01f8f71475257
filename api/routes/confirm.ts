import {Router, type RequestHandler} from 'express';
import {tokenQuery} from '../schemas/signup';
import type {Subscriptions} from '../services/subscriptions';
import {renderPage} from './page';

const INVALID = renderPage({
  title: 'This link no longer works',
  message:
    'The confirmation link is invalid, already used or expired. Sign up again on the website to get a new one.',
});

/** `GET /api/confirm?token=` — the link in the confirmation mail (double opt-in). */
export function confirmRoutes(subscriptions: Subscriptions, guards: RequestHandler[]) {
  return Router().get('/confirm', ...guards, async (req, res) => {
    const query = tokenQuery.safeParse(req.query);
    res.type('html').set('Cache-Control', 'no-store');
    if (!query.success) {
      res.status(400).send(INVALID);
      return;
    }
    const outcome = await subscriptions.confirm(
      query.data.token,
      req.ip ?? null,
      req.get('user-agent') ?? null,
    );
    if (outcome !== 'confirmed') {
      res.status(410).send(INVALID);
      return;
    }
    res.status(200).send(
      renderPage({
        title: 'Subscription confirmed',
        message: 'Thank you! Your subscription is confirmed.',
      }),
    );
  });
}

import type {RequestHandler, Response} from 'express';
import type {Subscriptions} from '../services/subscriptions';
import {linkRoutes} from './link';
import {renderPage} from './page';

const INVALID = renderPage({
  title: 'This link no longer works',
  message:
    'The confirmation link is invalid, already used or expired. Sign up again on the website to get a new one.',
});

function html(res: Response, status: number, body: string) {
  res.status(status).type('html').set('Cache-Control', 'no-store').send(body);
}

/** `/api/confirm?token=` — the link in the confirmation mail (double opt-in). */
export function confirmRoutes(subscriptions: Subscriptions, guards: RequestHandler[]) {
  return linkRoutes({
    path: '/confirm',
    guards,
    page: {
      title: 'Confirm your subscription',
      message: 'One more step: press the button to start receiving our emails.',
      button: 'Confirm subscription',
    },
    act: async (token, ip, userAgent) =>
      (await subscriptions.confirm(token, ip, userAgent)) === 'confirmed',
    done: (_req, res) =>
      html(
        res,
        200,
        renderPage({
          title: 'Subscription confirmed',
          message: 'Thank you! Your subscription is confirmed.',
        }),
      ),
    gone: (_req, res) => html(res, 410, INVALID),
    invalid: (_req, res) => html(res, 400, INVALID),
  });
}

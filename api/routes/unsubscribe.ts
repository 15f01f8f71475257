import type {Request, RequestHandler, Response} from 'express';
import type {Subscriptions} from '../services/subscriptions';
import {linkRoutes} from './link';
import {renderPage} from './page';

const INVALID = {
  title: 'This link no longer works',
  message:
    'The unsubscribe link is invalid or expired. Reply to any of our messages and we will remove you.',
};

/** RFC 8058 clients post without asking for HTML: they get JSON; the page's button gets HTML. */
function answer(
  req: Request,
  res: Response,
  status: number,
  page: {title: string; message: string},
) {
  res.set('Cache-Control', 'no-store');
  if (req.accepts(['json', 'html']) === 'html') {
    res.status(status).type('html').send(renderPage(page));
  } else {
    res.status(status).json(status < 400 ? {success: true} : {success: false, error: page.message});
  }
}

/**
 * `/api/unsubscribe?token=`: a GET shows a one-button page; `POST` (RFC 8058 one-click, sent by
 * mail clients with `List-Unsubscribe=One-Click`, or the page's button) unsubscribes. `guards` is
 * the route's own rate limit: opting out must keep working for a network that used up its sign-ups.
 */
export function unsubscribeRoutes(subscriptions: Subscriptions, guards: RequestHandler[]) {
  return linkRoutes({
    path: '/unsubscribe',
    guards,
    page: {
      title: 'Unsubscribe',
      message: 'Stop receiving these emails? You can sign up again at any time.',
      button: 'Unsubscribe',
      fields: {'List-Unsubscribe': 'One-Click'},
    },
    act: async (token, ip, userAgent) =>
      (await subscriptions.unsubscribe(token, ip, userAgent)) === 'unsubscribed',
    done: (req, res) =>
      answer(req, res, 200, {
        title: 'You are unsubscribed',
        message: 'You will not receive these emails any more.',
      }),
    gone: (req, res) => answer(req, res, 410, INVALID),
    invalid: (req, res) => answer(req, res, 400, INVALID),
  });
}

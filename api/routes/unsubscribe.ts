import express, {Router, type Request, type RequestHandler, type Response} from 'express';
import {BODY_LIMIT_BYTES} from '../http/guards';
import {tokenQuery} from '../schemas/signup';
import type {Subscriptions} from '../services/subscriptions';
import {renderPage} from './page';

const INVALID = {
  title: 'This link no longer works',
  message:
    'The unsubscribe link is invalid or expired. Reply to any of our messages and we will remove you.',
};

function wantsHtml(req: Request): boolean {
  return req.accepts(['json', 'html']) === 'html';
}

function answer(
  req: Request,
  res: Response,
  status: number,
  page: {title: string; message: string},
) {
  res.set('Cache-Control', 'no-store');
  if (wantsHtml(req)) res.status(status).type('html').send(renderPage(page));
  else
    res.status(status).json(status < 400 ? {success: true} : {success: false, error: page.message});
}

/**
 * `GET /api/unsubscribe?token=` shows a one-button page: link scanners in mail systems follow
 * GET links, so a GET must not unsubscribe anyone. `POST` (RFC 8058 one-click, sent by mail
 * clients with `List-Unsubscribe=One-Click`, or the page's button) does it.
 */
export function unsubscribeRoutes(subscriptions: Subscriptions, guards: RequestHandler[]) {
  const router = Router();
  router.get('/unsubscribe', ...guards, (req, res) => {
    const query = tokenQuery.safeParse(req.query);
    if (!query.success) return answer(req, res, 400, INVALID);
    res
      .set('Cache-Control', 'no-store')
      .type('html')
      .send(
        renderPage({
          title: 'Unsubscribe',
          message: 'Stop receiving these emails? You can sign up again at any time.',
          form: {action: `/api/unsubscribe?token=${query.data.token}`, button: 'Unsubscribe'},
        }),
      );
  });
  router.post(
    '/unsubscribe',
    ...guards,
    express.urlencoded({extended: false, limit: BODY_LIMIT_BYTES}),
    async (req, res) => {
      const query = tokenQuery.safeParse(req.query);
      if (!query.success) return answer(req, res, 400, INVALID);
      const outcome = await subscriptions.unsubscribe(
        query.data.token,
        req.ip ?? null,
        req.get('user-agent') ?? null,
      );
      if (outcome !== 'unsubscribed') return answer(req, res, 410, INVALID);
      answer(req, res, 200, {
        title: 'You are unsubscribed',
        message: 'You will not receive these emails any more.',
      });
    },
  );
  return router;
}

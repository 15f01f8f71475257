// The two routes behind a link in a mail. Mail security scanners fetch every link in a message, so
// `GET`/`HEAD` only show a page whose one button POSTs back; only the `POST` acts.
import express, {Router, type Request, type RequestHandler, type Response} from 'express';
import {BODY_LIMIT_BYTES} from '../http/guards';
import {withQuery} from '../http/validate';
import {tokenQuery} from '../schemas/signup';
import {renderPage, type PageOptions} from './page';

type Reply = (req: Request, res: Response) => void;

export interface LinkRoutesOptions {
  path: string;
  guards: RequestHandler[];
  /** The page a GET shows; its form posts the token back. */
  page: {title: string; message: string; button: string; fields?: Record<string, string>};
  /** Does the thing; false when the token is unknown, used or expired. */
  act: (token: string, ip: string | null, userAgent: string | null) => Promise<boolean>;
  done: Reply;
  gone: Reply;
  invalid: Reply;
}

export function linkRoutes(options: LinkRoutesOptions): Router {
  const {page} = options;
  const router = Router();
  router.get(
    options.path,
    ...options.guards,
    withQuery(
      tokenQuery,
      (query, _req, res) => {
        const form: PageOptions['form'] = {
          action: `/api${options.path}?token=${query.token}`,
          button: page.button,
          fields: page.fields,
        };
        res
          .set('Cache-Control', 'no-store')
          .type('html')
          .send(renderPage({title: page.title, message: page.message, form}));
      },
      options.invalid,
    ),
  );
  router.post(
    options.path,
    ...options.guards,
    express.urlencoded({extended: false, limit: BODY_LIMIT_BYTES}),
    withQuery(
      tokenQuery,
      async (query, req, res) => {
        const ok = await options.act(query.token, req.ip ?? null, req.get('user-agent') ?? null);
        (ok ? options.done : options.gone)(req, res);
      },
      options.invalid,
    ),
  );
  return router;
}

// Zod in front of a handler: the handler receives the parsed value, typed as the schema's output,
// and a failure answers 400 with the first problem in words a person can act on.
import type {Request, RequestHandler, Response} from 'express';
import type {z} from 'zod';
import {firstMessage} from '../schemas/signup';

type Handler<T> = (value: T, req: Request, res: Response) => void | Promise<void>;

function validated<S extends z.ZodType>(
  pick: (req: Request) => unknown,
  schema: S,
  handler: Handler<z.output<S>>,
  invalid?: (req: Request, res: Response, message: string) => void,
): RequestHandler {
  return async (req, res) => {
    const result = schema.safeParse(pick(req));
    if (!result.success) {
      const message = firstMessage(result.error);
      if (invalid) invalid(req, res, message);
      else res.status(400).json({success: false, error: message});
      return;
    }
    await handler(result.data, req, res);
  };
}

/** Validates `req.body`. */
export function withBody<S extends z.ZodType>(schema: S, handler: Handler<z.output<S>>) {
  return validated((req) => req.body, schema, handler);
}

/** Validates `req.query`; `invalid` answers instead of the JSON 400 (pages answer HTML). */
export function withQuery<S extends z.ZodType>(
  schema: S,
  handler: Handler<z.output<S>>,
  invalid?: (req: Request, res: Response, message: string) => void,
) {
  return validated((req) => req.query, schema, handler, invalid);
}

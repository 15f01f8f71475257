// Zod in front of a handler: the parsed value goes to `res.locals.body`, a failure answers 400
// with the first problem in words a person can act on.
import type {RequestHandler} from 'express';
import type {z} from 'zod';
import {firstMessage} from '../schemas/signup';

export function validateBody(schema: z.ZodType): RequestHandler {
  return (req, res, next) => {
    const result = schema.safeParse(req.body);
    if (!result.success) {
      res.status(400).json({success: false, error: firstMessage(result.error)});
      return;
    }
    res.locals.body = result.data;
    next();
  };
}

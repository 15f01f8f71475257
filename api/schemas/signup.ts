// Sign-up request bodies. Strict objects: an unknown field is an error, not silently dropped.
import {z} from 'zod';

export const EMAIL_MAX = 254;
export const LOCAL_PART_MAX = 64;
export const SOURCE_MAX = 64;

const INVALID_EMAIL = 'Please enter a valid email address.';

export const email = z
  .string({error: 'Enter your email address.'})
  .trim()
  .toLowerCase()
  .min(1, 'Enter your email address.')
  .max(EMAIL_MAX, `An email address has at most ${EMAIL_MAX} characters.`)
  .refine(
    (value) => value.split('@')[0]!.length <= LOCAL_PART_MAX,
    `The part before "@" has at most ${LOCAL_PART_MAX} characters.`,
  )
  .pipe(z.email({error: INVALID_EMAIL}));

export const source = z
  .string({error: 'The source must be text.'})
  .max(SOURCE_MAX, `The source has at most ${SOURCE_MAX} characters.`)
  .regex(/^[a-z0-9][a-z0-9_-]*$/i, 'The source may contain only letters, digits, "-" and "_".');

/** Hidden form field that people never see; bots that fill every input reveal themselves. */
export const honeypot = z.string({error: 'Unexpected value.'}).max(256).optional();

const strict = {error: 'Send a JSON object with an "email" field.'};

export const newsletterBody = z.strictObject(
  {email, source: source.optional(), website: honeypot},
  strict,
);

export const changelogBody = z.strictObject({email, website: honeypot}, strict);

export type NewsletterBody = z.output<typeof newsletterBody>;
export type ChangelogBody = z.output<typeof changelogBody>;

export const tokenQuery = z.object({
  token: z
    .string({error: 'This link is incomplete.'})
    .regex(/^[A-Za-z0-9_-]{20,100}$/, 'This link is incomplete or damaged.'),
});

export type TokenQuery = z.output<typeof tokenQuery>;

/** The first problem, phrased for a person: the form shows it under the field. */
export function firstMessage(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'The request is not valid.';
  if (issue.code === 'unrecognized_keys') {
    return `Unknown field(s): ${issue.keys.map((key) => JSON.stringify(key)).join(', ')}.`;
  }
  return issue.message;
}

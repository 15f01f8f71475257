// The sign-up logic exists once, typed: both stores run the ops in store/write-ops.ts (the SQLite
// writer thread is TypeScript importing them), and routes get the schema's inferred type.
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import type {ChangelogBody, NewsletterBody} from '../schemas/signup';
import type {signUpHandler} from '../routes/signup';

const API = path.resolve(__dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sourceFiles(file);
    return entry.name.endsWith('.test.ts') ? [] : [file];
  });
}

describe('one write path', () => {
  const files = sourceFiles(API);

  it('should have no JavaScript twin: every API source is TypeScript (or SQL)', () => {
    const others = files
      .map((file) => path.relative(API, file))
      .filter((file) => !/\.(ts|sql|md)$/.test(file));
    expect(others).toEqual([]);
  });

  it('should write subscriptions, consent and outbox rows only in write-ops.ts', () => {
    const writers = files
      .filter((file) => file.endsWith('.ts'))
      .filter((file) =>
        /sql\.(upsertSubscriptions?|insertConsents?|queueConfirmations?|insertToken|useConfirmToken)\b/.test(
          readFileSync(file, 'utf8'),
        ),
      )
      .map((file) => path.relative(API, file));
    expect(writers).toEqual(['store/write-ops.ts']);
  });

  it('should keep the SQL that inserts those rows in sql.ts, and its one-statement PostgreSQL form in pg-signups.ts', () => {
    const texts = files
      .filter((file) => file.endsWith('.ts'))
      .filter((file) =>
        /INSERT INTO (subscriptions|consent_events|outbox)\b/.test(readFileSync(file, 'utf8')),
      )
      .map((file) => path.relative(API, file))
      .sort();
    expect(texts).toEqual(['store/pg-signups.ts', 'store/sql.ts']);
  });

  it('should run the shared ops in the SQLite writer thread and in the PostgreSQL batch runner', () => {
    for (const file of ['store/sqlite-writer.ts', 'store/postgres.ts']) {
      expect(readFileSync(path.join(API, file), 'utf8')).toMatch(
        /import \{[^}]*\brunOp\b[^}]*\} from '\.\/write-ops'/,
      );
    }
  });

  it("should hand the route the schema's inferred body type", () => {
    type HandlerBody = Parameters<ReturnType<typeof signUpHandler>>[0];
    const body: HandlerBody = {email: 'a@example.com', source: 'footer'} satisfies NewsletterBody;
    const changelog: ChangelogBody = {email: 'b@example.com'};
    // @ts-expect-error `source` is a string in the schema (checked by npm run typecheck)
    const wrong: NewsletterBody = {email: 'a@example.com', source: 42};
    expect([body, changelog, wrong]).toHaveLength(3);
  });
});

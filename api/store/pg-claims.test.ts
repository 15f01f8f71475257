// Delivery's claim on PostgreSQL is one statement (pg-claims.ts): the claim, the addresses and
// the link tokens in one round trip. The rules it shares with SQLite's three statements are
// covered on both databases by store.test.ts; this counts the statements and checks the tokens.
import pg from 'pg';
import {DATABASE_URL, describeWithPostgres, dropSchema, freshSchemaName} from '../testing/postgres';
import {claimInput, signUpInput} from '../testing/seed';
import {createPool, migratePostgres, pgTx} from './postgres';
import {signUps, writeOps} from './write-ops';

describeWithPostgres('the mail claim on PostgreSQL', () => {
  const schema = freshSchemaName('claims');
  let pool: pg.Pool;
  let statements = 0;
  const tx = pgTx((config) => {
    statements++;
    return pool.query(config);
  });
  const now = new Date();
  const hashes = Array.from({length: 5}, (_, i) => ({confirm: `c-${i}`, unsubscribe: `u-${i}`}));

  beforeAll(async () => {
    pool = createPool(DATABASE_URL, {schema, poolSize: 1});
    await migratePostgres(pool, schema);
    await signUps(
      tx,
      ['a@example.com', 'b@example.com', 'c@example.com'].map((email) => signUpInput(email, {now})),
    );
  });
  afterAll(async () => {
    await pool.end();
    await dropSchema(schema);
  });

  it('should claim the due mails with their addresses and store both tokens of each in one statement', async () => {
    statements = 0;
    const claimed = await writeOps.claimMail(tx, claimInput(now, hashes));
    expect(statements).toBe(1);
    expect(claimed.map((job) => job.email).sort()).toEqual([
      'a@example.com',
      'b@example.com',
      'c@example.com',
    ]);
    expect(claimed.map((job) => job.tokens)).toEqual([0, 1, 2]);
    expect(claimed.every((job) => job.attempts === 1 && job.claim === claimed[0]!.claim)).toBe(
      true,
    );
    const tokens = await pool.query<{token_hash: string; purpose: string; email: string}>(
      `SELECT t.token_hash, t.purpose, s.email FROM tokens t
       JOIN subscriptions s ON s.id = t.subscription_id ORDER BY t.token_hash`,
    );
    const expected = claimed.flatMap((job) => [
      {token_hash: `c-${job.tokens}`, purpose: 'confirm', email: job.email},
      {token_hash: `u-${job.tokens}`, purpose: 'unsubscribe', email: job.email},
    ]);
    expect(tokens.rows).toEqual(expected.sort((a, b) => a.token_hash.localeCompare(b.token_hash)));
  });

  it('should not hand a claimed mail out again while its lease lasts', async () => {
    expect(
      await writeOps.claimMail(tx, claimInput(new Date(now.getTime() + 30_000), hashes)),
    ).toEqual([]);
  });
});

// One suite, two databases: the SQLite store in a temporary directory and the PostgreSQL store
// in a fresh schema of the real server (dropped afterwards).
import {mkdtempSync, rmSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {DATABASE_URL, describeWithPostgres, dropSchema, freshSchemaName} from '../testing/postgres';
import {PostgresStore} from './postgres';
import {SqliteStore} from './sqlite';
import {claimInput, consent, deliverTo, signUpInput} from '../testing/seed';
import type {ListName, SubscriberStore} from './types';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Token hashes for a claim of up to 100 mails, distinct per `label`. */
function tokens(label: string) {
  return Array.from({length: 100}, (_, i) => ({
    confirm: `c-${label}-${i}`,
    unsubscribe: `u-${label}-${i}`,
  }));
}

function storeSuite(open: () => Promise<{store: SubscriberStore; cleanup: () => Promise<void>}>) {
  let store: SubscriberStore;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    ({store, cleanup} = await open());
  });
  afterAll(async () => {
    await store.close();
    await cleanup();
  });

  it('should store a new sign-up as pending, with its consent record and a queued mail', async () => {
    const result = await store.signUp(signUpInput('new@example.com'));
    expect(result).toEqual({
      subscriptionId: expect.any(String),
      status: 'pending',
      mailQueued: true,
    });
    const row = await store.find('new@example.com', 'newsletter');
    expect(row).toMatchObject({status: 'pending', source: 'footer', confirmedAt: null});
    expect(await store.consentEvents(result.subscriptionId)).toEqual([
      expect.objectContaining({action: 'signup', source: 'footer', ...consent}),
    ]);
    expect(await store.outbox(result.subscriptionId)).toEqual([
      expect.objectContaining({state: 'queued', attempts: 0}),
    ]);
  });

  it('should keep one row per (email, list) and the first source on a repeated sign-up', async () => {
    const first = await store.signUp(signUpInput('twice@example.com', {source: 'home'}));
    const second = await store.signUp(signUpInput('twice@example.com', {source: 'footer'}));
    expect(second.subscriptionId).toBe(first.subscriptionId);
    expect(second).toMatchObject({status: 'pending', mailQueued: false});
    expect(await store.find('twice@example.com', 'newsletter')).toMatchObject({source: 'home'});
    const other = await store.signUp(
      signUpInput('twice@example.com', {list: 'changelog', source: null}),
    );
    expect(other.subscriptionId).not.toBe(first.subscriptionId);
    expect(other.mailQueued).toBe(true);
    expect(await store.consentEvents(first.subscriptionId)).toHaveLength(2);
  });

  it('should queue at most one mail per interval per (address, list) and perDay per address', async () => {
    const start = new Date('2030-01-01T00:00:00.000Z');
    const at = (minutes: number) => new Date(start.getTime() + minutes * 60_000);
    const queued: boolean[] = [];
    // Every 4 minutes for 2 hours: one mail per 10 minutes would be 12; the daily cap is 5.
    for (let minute = 0; minute <= 120; minute += 4) {
      const result = await store.signUp(signUpInput('bomb@example.com', {now: at(minute)}));
      queued.push(result.mailQueued);
    }
    expect(queued.filter(Boolean)).toHaveLength(5);
    expect(queued.slice(0, 4)).toEqual([true, false, false, true]);
    // The cap counts the address on every list.
    const other = await store.signUp(
      signUpInput('bomb@example.com', {list: 'changelog', now: at(121)}),
    );
    expect(other.mailQueued).toBe(false);
    // A day later the address may be mailed again.
    const later = await store.signUp(signUpInput('bomb@example.com', {now: at(24 * 60 + 1)}));
    expect(later.mailQueued).toBe(true);
  });

  it('should stay idempotent under concurrent sign-ups of the same addresses', async () => {
    const emails = Array.from({length: 40}, (_, i) => `burst${i}@example.com`);
    const results = await Promise.all(
      [...emails, ...emails, ...emails].map((email) => store.signUp(signUpInput(email))),
    );
    const rows = await store.list({list: 'newsletter'});
    expect(rows.filter((row) => row.email.startsWith('burst'))).toHaveLength(40);
    // One mail per address, however the three sign-ups interleaved.
    expect(results.filter((result) => result.mailQueued)).toHaveLength(40);
  });

  it('should queue one mail when sign-ups of one address race in batches committing at once', async () => {
    const turns = (n: number) =>
      Array.from({length: n}).reduce<Promise<void>>(
        (previous) => previous.then(() => new Promise((resolve) => setImmediate(resolve))),
        Promise.resolve(),
      );
    for (const [email, spread] of [
      // One sign-up per event-loop turn: a batch each, in flight together (PostgreSQL: up to 8
      // connections at once).
      ['race1@example.com', (i: number) => turns(i)],
      ['race2@example.com', (i: number) => turns(i)],
      // Several per timer turn: batches holding the address more than once, racing each other.
      ['race3@example.com', (i: number) => new Promise((resolve) => setTimeout(resolve, i % 4))],
    ] as const) {
      const results = await Promise.all(
        Array.from({length: 16}, async (_, i) => {
          await spread(i);
          return store.signUp(signUpInput(email));
        }),
      );
      expect(results.filter((result) => result.mailQueued)).toHaveLength(1);
    }
  });

  it('should confirm once with an unexpired confirm token minted at delivery', async () => {
    const {subscriptionId} = await store.signUp(signUpInput('confirm@example.com'));
    const tokens = (await deliverTo(store, 'confirm@example.com'))!;
    expect(tokens).toBeDefined();
    expect(await store.outbox(subscriptionId)).toEqual([
      expect.objectContaining({state: 'sent', attempts: 1}),
    ]);
    expect(await store.confirm('no-such-token', new Date(), consent)).toBe('invalid');
    expect(await store.confirm(tokens.unsubscribe, new Date(), consent)).toBe('invalid');
    expect(await store.confirm(tokens.confirm, new Date(), consent)).toBe('confirmed');
    expect(await store.confirm(tokens.confirm, new Date(), consent)).toBe('invalid');
    const row = await store.find('confirm@example.com', 'newsletter');
    expect(row).toMatchObject({status: 'confirmed', confirmedAt: expect.any(String)});
    const again = await store.signUp(signUpInput('confirm@example.com'));
    expect(again).toMatchObject({status: 'confirmed', mailQueued: false});
    const actions = (await store.consentEvents(subscriptionId)).map((event) => event.action);
    expect(actions).toEqual(['signup', 'confirm', 'signup']);
  });

  it('should refuse an expired confirm token', async () => {
    const past = new Date(Date.now() - 2 * HOUR);
    await store.signUp(signUpInput('late@example.com', {now: past}));
    const tokens = (await deliverTo(store, 'late@example.com', {now: past}))!;
    expect(await store.confirm(tokens.confirm, new Date(), consent)).toBe('invalid');
    expect(await store.find('late@example.com', 'newsletter')).toMatchObject({status: 'pending'});
  });

  it('should unsubscribe idempotently and allow a fresh sign-up afterwards', async () => {
    const {subscriptionId} = await store.signUp(signUpInput('leave@example.com'));
    const tokens = (await deliverTo(store, 'leave@example.com'))!;
    expect(await store.unsubscribe(tokens.unsubscribe, new Date(), consent)).toBe('unsubscribed');
    expect(await store.unsubscribe(tokens.unsubscribe, new Date(), consent)).toBe('unsubscribed');
    expect(await store.unsubscribe(tokens.confirm, new Date(), consent)).toBe('invalid');
    expect(await store.find('leave@example.com', 'newsletter')).toMatchObject({
      status: 'unsubscribed',
    });
    // A confirm link from before the opt-out must not re-subscribe anyone.
    expect(await store.confirm(tokens.confirm, new Date(), consent)).toBe('invalid');
    const back = await store.signUp(
      signUpInput('leave@example.com', {now: new Date(Date.now() + 11 * 60_000)}),
    );
    expect(back).toEqual({subscriptionId, status: 'pending', mailQueued: true});
    const actions = (await store.consentEvents(subscriptionId)).map((event) => event.action);
    expect(actions).toEqual(['signup', 'unsubscribe', 'signup']);
  });

  it('should refuse an expired unsubscribe token', async () => {
    const past = new Date(Date.now() - 48 * HOUR);
    await store.signUp(signUpInput('old@example.com', {now: past}));
    const tokens = (await deliverTo(store, 'old@example.com', {now: past}))!;
    expect(await store.unsubscribe(tokens.unsubscribe, new Date(), consent)).toBe('invalid');
  });

  it('should not send a queued confirmation once the address is confirmed', async () => {
    await store.signUp(signUpInput('quick@example.com'));
    const tokens = (await deliverTo(store, 'quick@example.com'))!;
    await store.confirm(tokens.confirm, new Date(), consent);
    const later = new Date(Date.now() + 11 * 60_000);
    // Confirmed: a new sign-up queues nothing.
    expect(await store.signUp(signUpInput('quick@example.com', {now: later}))).toMatchObject({
      mailQueued: false,
    });
    expect(await deliverTo(store, 'quick@example.com', {now: later})).toBeUndefined();
  });

  it('should hand a due mail to one claimer until its lease ends, and retry it after a failure', async () => {
    const {subscriptionId} = await store.signUp(signUpInput('claim@example.com'));
    const now = new Date();
    const claim = (at: Date) => store.claimMail(claimInput(at, tokens(`claim-${at.getTime()}`)));
    const [first, second] = await Promise.all([claim(now), claim(now)]);
    const mine = (jobs: typeof first) => jobs.filter((job) => job.email === 'claim@example.com');
    expect(mine(first).length + mine(second).length).toBe(1);
    const job = [...mine(first), ...mine(second)][0]!;
    // Leased: nobody else gets it until the lease ends.
    expect(mine(await claim(new Date(now.getTime() + 30_000)))).toEqual([]);
    await store.settleMail(
      [
        {
          id: job.id,
          claim: job.claim,
          sent: false,
          error: 'ETIMEDOUT',
          retryAt: new Date(now.getTime() + 5000),
        },
      ],
      now,
    );
    expect(await store.outbox(subscriptionId)).toEqual([
      expect.objectContaining({state: 'queued', attempts: 1, lastError: 'ETIMEDOUT'}),
    ]);
    expect(mine(await claim(new Date(now.getTime() + 1000)))).toEqual([]);
    const retried = mine(await claim(new Date(now.getTime() + 6000)));
    expect(retried).toEqual([expect.objectContaining({id: job.id, attempts: 2})]);
  });

  it("should answer each write of a batch that mixes sign-ups with delivery's claim and settlement", async () => {
    const earlier = new Date(Date.now() - 60_000);
    const due = await store.signUp(signUpInput('mixed-due@example.com', {now: earlier}));
    const now = new Date();
    // Asked for in one turn, so they reach the store as one batch.
    const [first, claimed, second] = await Promise.all([
      store.signUp(signUpInput('mixed-1@example.com')),
      store.claimMail(claimInput(now, tokens('mix'))),
      store.signUp(signUpInput('mixed-2@example.com')),
    ]);
    expect([first, second]).toEqual([
      expect.objectContaining({status: 'pending', mailQueued: true}),
      expect.objectContaining({status: 'pending', mailQueued: true}),
    ]);
    const job = claimed.find((mail) => mail.email === 'mixed-due@example.com')!;
    expect(job).toMatchObject({attempts: 1});
    const [, third] = await Promise.all([
      store.settleMail([{id: job.id, claim: job.claim, sent: true}], now),
      store.signUp(signUpInput('mixed-3@example.com')),
    ]);
    expect(third).toMatchObject({status: 'pending', mailQueued: true});
    expect(await store.outbox(due.subscriptionId)).toEqual([
      expect.objectContaining({state: 'sent', attempts: 1}),
    ]);
  });

  it('should purge idle unconfirmed sign-ups and old opt-outs, and keep the rest', async () => {
    const long = new Date(Date.now() - 40 * DAY);
    await store.signUp(signUpInput('stale@example.com', {now: long}));
    await store.signUp(signUpInput('fresh@example.com'));
    await store.signUp(signUpInput('kept@example.com', {now: long}));
    const kept = (await deliverTo(store, 'kept@example.com', {now: long, confirmTtl: 60 * DAY}))!;
    await store.confirm(kept.confirm, long, consent);
    const policy = {
      now: new Date(),
      pendingBefore: new Date(Date.now() - 30 * DAY),
      unsubscribedBefore: new Date(Date.now() - 1000 * DAY),
      outboxBefore: new Date(Date.now() - 2 * DAY),
      notRunSince: new Date(),
    };
    const report = await store.purge(policy);
    expect(report?.pending).toBeGreaterThanOrEqual(1);
    expect(await store.find('stale@example.com', 'newsletter')).toBeUndefined();
    expect(await store.find('fresh@example.com', 'newsletter')).toBeDefined();
    expect(await store.find('kept@example.com', 'newsletter')).toMatchObject({status: 'confirmed'});
    // A second scheduled run right after (another process) skips.
    expect(await store.purge({...policy, notRunSince: new Date(Date.now() - HOUR)})).toBeNull();
  });

  it('should fail only the write that breaks a constraint, not the others committed with it', async () => {
    const results = await Promise.allSettled([
      store.signUp(signUpInput('ok1@example.com')),
      // Not a list the schema allows: the CHECK constraint refuses it.
      store.signUp(signUpInput('bad@example.com', {list: 'nope' as ListName})),
      store.signUp(signUpInput('ok2@example.com')),
    ]);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(await store.find('bad@example.com', 'nope' as ListName)).toBeUndefined();
    expect(await store.find('ok1@example.com', 'newsletter')).toBeDefined();
    expect(await store.find('ok2@example.com', 'newsletter')).toBeDefined();
  });

  it('should count and page through a list by status', async () => {
    for (const email of ['c3@example.com', 'c1@example.com', 'c2@example.com']) {
      await store.signUp(signUpInput(email, {list: 'changelog'}));
    }
    const tokens = (await deliverTo(store, 'c2@example.com', {list: 'changelog'}))!;
    await store.confirm(tokens.confirm, new Date(), consent);
    // twice@ and bomb@ (earlier tests) are on the changelog list too.
    expect(await store.count({list: 'changelog'})).toBe(5);
    expect(await store.count({list: 'changelog', status: 'confirmed'})).toBe(1);
    expect(await store.count({list: 'changelog', status: 'pending'})).toBe(4);
    expect(await store.count({list: 'changelog', status: 'unsubscribed'})).toBe(0);
    const emails: string[] = [];
    for await (const row of store.iterate({list: 'changelog'}, 2)) emails.push(row.email);
    expect(emails.sort()).toEqual([
      'bomb@example.com',
      'c1@example.com',
      'c2@example.com',
      'c3@example.com',
      'twice@example.com',
    ]);
    expect(await store.list({list: 'changelog', status: 'confirmed'})).toEqual([
      expect.objectContaining({email: 'c2@example.com', list: 'changelog', status: 'confirmed'}),
    ]);
  });
}

describe('SqliteStore', () => {
  let dir = '';
  storeSuite(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'tessera-store-'));
    return {
      store: await SqliteStore.open(dir),
      cleanup: async () => rmSync(dir, {recursive: true, force: true}),
    };
  });

  it('should commit concurrent writes together (group commit)', async () => {
    const groupDir = mkdtempSync(path.join(os.tmpdir(), 'tessera-group-'));
    const store = await SqliteStore.open(groupDir);
    try {
      await Promise.all(
        Array.from({length: 100}, (_, i) => store.signUp(signUpInput(`g${i}@example.com`))),
      );
      expect(store.queue.stats.writes).toBe(100);
      expect(store.queue.stats.batches).toBeLessThan(10);
      expect(await store.count({list: 'newsletter'})).toBe(100);
    } finally {
      await store.close();
      rmSync(groupDir, {recursive: true, force: true});
    }
  });

  it('should keep committed writes across a reopen, and apply migrations only once', async () => {
    const reopenDir = mkdtempSync(path.join(os.tmpdir(), 'tessera-reopen-'));
    try {
      const first = await SqliteStore.open(reopenDir);
      await first.signUp(signUpInput('kept@example.com'));
      await first.close();
      const second = await SqliteStore.open(reopenDir);
      expect(await second.find('kept@example.com', 'newsletter')).toBeDefined();
      await second.close();
    } finally {
      rmSync(reopenDir, {recursive: true, force: true});
    }
  });
});

describeWithPostgres('PostgresStore', () => {
  const schema = freshSchemaName('store');
  storeSuite(async () => ({
    store: await PostgresStore.open(DATABASE_URL, {schema}),
    cleanup: () => dropSchema(schema),
  }));
});

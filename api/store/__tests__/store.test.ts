// One suite, two databases: the SQLite store in a temporary directory and the PostgreSQL store
// in a fresh schema of the real server (dropped afterwards).
import {mkdtempSync, rmSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  DATABASE_URL,
  describeWithPostgres,
  dropSchema,
  freshSchemaName,
} from '../../__tests__/support/postgres';
import {PostgresStore} from '../postgres';
import {SqliteStore} from '../sqlite';
import type {SignUpInput, SubscriberStore} from '../types';

const HOUR = 3_600_000;
const consent = {ip: '203.0.113.7', userAgent: 'jest', consentVersion: 'v-test'};

let counter = 0;
function signUpInput(email: string, overrides: Partial<SignUpInput> = {}): SignUpInput {
  counter += 1;
  const now = overrides.now ?? new Date();
  return {
    email,
    list: 'newsletter',
    source: 'footer',
    consent,
    confirmTokenHash: `confirm-${counter}-${Math.random()}`,
    unsubscribeTokenHash: `unsubscribe-${counter}-${Math.random()}`,
    now,
    confirmExpiresAt: new Date(now.getTime() + HOUR),
    unsubscribeExpiresAt: new Date(now.getTime() + 24 * HOUR),
    ...overrides,
  };
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

  it('should store a new sign-up as pending, with its consent record', async () => {
    const result = await store.signUp(signUpInput('new@example.com'));
    expect(result).toEqual({
      subscriptionId: expect.any(String),
      status: 'pending',
      needsConfirmation: true,
    });
    const row = await store.find('new@example.com', 'newsletter');
    expect(row).toMatchObject({status: 'pending', source: 'footer', confirmedAt: null});
    expect(await store.consentEvents(result.subscriptionId)).toEqual([
      expect.objectContaining({action: 'signup', source: 'footer', ...consent}),
    ]);
  });

  it('should keep one row per (email, list) and the first source on a repeated sign-up', async () => {
    const first = await store.signUp(signUpInput('twice@example.com', {source: 'home'}));
    const second = await store.signUp(signUpInput('twice@example.com', {source: 'footer'}));
    expect(second.subscriptionId).toBe(first.subscriptionId);
    expect(second.needsConfirmation).toBe(true);
    expect(await store.find('twice@example.com', 'newsletter')).toMatchObject({source: 'home'});
    const other = await store.signUp(
      signUpInput('twice@example.com', {list: 'changelog', source: null}),
    );
    expect(other.subscriptionId).not.toBe(first.subscriptionId);
    expect(await store.consentEvents(first.subscriptionId)).toHaveLength(2);
  });

  it('should stay idempotent under concurrent sign-ups of the same addresses', async () => {
    const emails = Array.from({length: 40}, (_, i) => `burst${i}@example.com`);
    await Promise.all(
      [...emails, ...emails, ...emails].map((email) => store.signUp(signUpInput(email))),
    );
    const rows = await store.list({list: 'newsletter'});
    expect(rows.filter((row) => row.email.startsWith('burst'))).toHaveLength(40);
  });

  it('should confirm once with an unexpired confirm token', async () => {
    const input = signUpInput('confirm@example.com');
    const {subscriptionId} = await store.signUp(input);
    expect(await store.confirm('no-such-token', new Date(), consent)).toBe('invalid');
    expect(await store.confirm(input.unsubscribeTokenHash, new Date(), consent)).toBe('invalid');
    expect(await store.confirm(input.confirmTokenHash, new Date(), consent)).toBe('confirmed');
    expect(await store.confirm(input.confirmTokenHash, new Date(), consent)).toBe('invalid');
    const row = await store.find('confirm@example.com', 'newsletter');
    expect(row).toMatchObject({status: 'confirmed', confirmedAt: expect.any(String)});
    const again = await store.signUp(signUpInput('confirm@example.com'));
    expect(again).toMatchObject({status: 'confirmed', needsConfirmation: false});
    const actions = (await store.consentEvents(subscriptionId)).map((event) => event.action);
    expect(actions).toEqual(['signup', 'confirm', 'signup']);
  });

  it('should refuse an expired confirm token', async () => {
    const past = new Date(Date.now() - 2 * HOUR);
    const input = signUpInput('late@example.com', {now: past});
    await store.signUp(input);
    expect(await store.confirm(input.confirmTokenHash, new Date(), consent)).toBe('invalid');
    expect(await store.find('late@example.com', 'newsletter')).toMatchObject({status: 'pending'});
  });

  it('should unsubscribe idempotently and allow a fresh sign-up afterwards', async () => {
    const input = signUpInput('leave@example.com');
    const {subscriptionId} = await store.signUp(input);
    expect(await store.unsubscribe(input.unsubscribeTokenHash, new Date(), consent)).toBe(
      'unsubscribed',
    );
    expect(await store.unsubscribe(input.unsubscribeTokenHash, new Date(), consent)).toBe(
      'unsubscribed',
    );
    expect(await store.unsubscribe(input.confirmTokenHash, new Date(), consent)).toBe('invalid');
    expect(await store.find('leave@example.com', 'newsletter')).toMatchObject({
      status: 'unsubscribed',
    });
    // A confirm link from before the opt-out must not re-subscribe anyone.
    expect(await store.confirm(input.confirmTokenHash, new Date(), consent)).toBe('invalid');
    const back = await store.signUp(signUpInput('leave@example.com'));
    expect(back).toMatchObject({subscriptionId, status: 'pending', needsConfirmation: true});
    const actions = (await store.consentEvents(subscriptionId)).map((event) => event.action);
    expect(actions).toEqual(['signup', 'unsubscribe', 'signup']);
  });

  it('should refuse an expired unsubscribe token', async () => {
    const past = new Date(Date.now() - 48 * HOUR);
    const input = signUpInput('old@example.com', {now: past});
    await store.signUp(input);
    expect(await store.unsubscribe(input.unsubscribeTokenHash, new Date(), consent)).toBe(
      'invalid',
    );
  });

  it('should fail only the write that breaks a constraint, not the others committed with it', async () => {
    const clash = signUpInput('first@example.com');
    const results = await Promise.allSettled([
      store.signUp(clash),
      store.signUp(signUpInput('second@example.com', {confirmTokenHash: clash.confirmTokenHash})),
      store.signUp(signUpInput('third@example.com')),
    ]);
    // With a pool the two clashing writes race; exactly one of them must lose, alone.
    const [a, b, c] = results.map((result) => result.status);
    expect([a, b].sort()).toEqual(['fulfilled', 'rejected']);
    expect(c).toBe('fulfilled');
    const loser = a === 'rejected' ? 'first@example.com' : 'second@example.com';
    expect(await store.find(loser, 'newsletter')).toBeUndefined();
    expect(await store.find('third@example.com', 'newsletter')).toBeDefined();
  });

  it('should count and list by list and status', async () => {
    const input = signUpInput('counted@example.com', {list: 'changelog'});
    await store.signUp(input);
    await store.confirm(input.confirmTokenHash, new Date(), consent);
    const changelog = await store.list({list: 'changelog'});
    expect(await store.count({list: 'changelog'})).toBe(changelog.length);
    expect(await store.count({list: 'changelog', status: 'confirmed'})).toBe(1);
    expect(await store.list({list: 'changelog', status: 'confirmed'})).toEqual([
      expect.objectContaining({email: 'counted@example.com', list: 'changelog'}),
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
      expect(store.committer.stats.writes).toBe(100);
      expect(store.committer.stats.batches).toBeLessThan(10);
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

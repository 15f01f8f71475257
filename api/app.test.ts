// The HTTP contract of the sign-up routes, on the real app and a real SQLite store.
import path from 'node:path';
import Database from 'better-sqlite3';
import request from 'supertest';
import {GENERIC_ERROR} from './http/errors';
import {SQLITE_FILE} from './store/sqlite';
import {messagesTo, readOutbox} from './testing/outbox';
import {buildTestApp, SITE_ORIGIN, type TestApp} from './testing/test-app';

let t: TestApp;
beforeEach(async () => {
  t = await buildTestApp();
});
afterEach(async () => {
  await t.close();
});

function post(path: string, body: unknown, origin = SITE_ORIGIN) {
  return request(t.app)
    .post(path)
    .set('Origin', origin)
    .send(body as object);
}

describe('POST /api/newsletter', () => {
  it('should store a pending sign-up and mail a confirmation link', async () => {
    const response = await post('/api/newsletter', {email: '  Ada@Example.COM ', source: 'footer'});
    expect(response.status).toBe(200);
    expect(response.body).toEqual({success: true});
    expect(await t.store.find('ada@example.com', 'newsletter')).toMatchObject({
      status: 'pending',
      source: 'footer',
    });
    await t.deliver();
    const [mail] = messagesTo(t.outboxDir, 'ada@example.com');
    expect(mail?.confirmUrl).toMatch(/^http:\/\/127\.0\.0\.1:3210\/api\/confirm\?token=[\w-]{43}$/);
    expect(mail?.headers['list-unsubscribe']).toBe(`<${mail?.unsubscribeUrl}>`);
    expect(mail?.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
  });

  it('should accept a sign-up without source', async () => {
    const response = await post('/api/newsletter', {email: 'nosource@example.com'});
    expect(response.body).toEqual({success: true});
    expect(await t.store.find('nosource@example.com', 'newsletter')).toMatchObject({source: null});
  });

  it('should answer a duplicate sign-up exactly like a new one, keeping one row', async () => {
    const first = await post('/api/newsletter', {email: 'dup@example.com', source: 'home'});
    const second = await post('/api/newsletter', {email: 'dup@example.com', source: 'footer'});
    expect(second.status).toBe(first.status);
    expect(second.body).toEqual(first.body);
    expect(await t.store.list({list: 'newsletter'})).toEqual([
      expect.objectContaining({email: 'dup@example.com', source: 'home'}),
    ]);
    // Within the resend interval the second sign-up sends nothing more.
    await t.deliver();
    expect(messagesTo(t.outboxDir, 'dup@example.com')).toHaveLength(1);
  });

  it.each([
    ['no email', {source: 'footer'}, 'Enter your email address.'],
    ['an empty email', {email: '   '}, 'Enter your email address.'],
    ['an invalid email', {email: 'not-an-email'}, 'Please enter a valid email address.'],
    ['an email of a wrong type', {email: 42}, 'Enter your email address.'],
    [
      'an overlong email',
      {email: `${'a'.repeat(60)}@${'b'.repeat(190)}.com`},
      'An email address has at most 254 characters.',
    ],
    [
      'an overlong local part',
      {email: `${'a'.repeat(65)}@example.com`},
      'The part before "@" has at most 64 characters.',
    ],
    [
      'an unsafe source',
      {email: 'a@example.com', source: '<script>'},
      'The source may contain only letters, digits, "-" and "_".',
    ],
    [
      'an overlong source',
      {email: 'a@example.com', source: 'x'.repeat(65)},
      'The source has at most 64 characters.',
    ],
    ['an unknown field', {email: 'a@example.com', admin: true}, 'Unknown field(s): "admin".'],
    ['an array body', [{email: 'a@example.com'}], 'Send a JSON object with an "email" field.'],
  ])('should answer 400 for %s', async (_name, body, error) => {
    const response = await post('/api/newsletter', body);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({success: false, error});
    expect(await t.store.count({list: 'newsletter'})).toBe(0);
    await t.deliver();
    expect(readOutbox(t.outboxDir)).toEqual([]);
  });

  it('should answer 400 for broken JSON', async () => {
    const response = await request(t.app)
      .post('/api/newsletter')
      .set('Content-Type', 'application/json')
      .send('{"email": "a@example.com"');
    expect(response.status).toBe(400);
    expect(response.body).toEqual({success: false, error: 'The request body is not valid JSON.'});
  });

  it.each([
    ['text/plain', 'email=a@example.com'],
    ['application/x-www-form-urlencoded', 'email=a%40example.com'],
  ])('should answer 415 for %s', async (type, body) => {
    const response = await request(t.app)
      .post('/api/newsletter')
      .set('Content-Type', type)
      .send(body);
    expect(response.status).toBe(415);
    expect(response.body).toEqual({
      success: false,
      error: 'Send the request body as JSON (Content-Type: application/json).',
    });
  });

  it('should answer 415 when there is no body at all', async () => {
    const response = await request(t.app).post('/api/newsletter');
    expect(response.status).toBe(415);
  });

  it('should answer 413 for a body over 1 kB', async () => {
    const response = await post('/api/newsletter', {
      email: 'a@example.com',
      source: 'x'.repeat(1100),
    });
    expect(response.status).toBe(413);
    expect(response.body).toEqual({
      success: false,
      error: 'The request body is too large (1 kB at most).',
    });
  });

  it('should refuse a browser request from another origin', async () => {
    const response = await post(
      '/api/newsletter',
      {email: 'a@example.com'},
      'https://evil.example',
    );
    expect(response.status).toBe(403);
    expect(response.body).toEqual({
      success: false,
      error: 'Sign-ups are only accepted from the Tessera UI website.',
    });
    const crossSite = await request(t.app)
      .post('/api/newsletter')
      .set('Sec-Fetch-Site', 'cross-site')
      .send({email: 'a@example.com'});
    expect(crossSite.status).toBe(403);
    const noOrigin = await request(t.app).post('/api/newsletter').send({email: 'a@example.com'});
    expect(noOrigin.status).toBe(200);
  });

  it('should pretend success and store nothing when the honeypot is filled', async () => {
    const response = await post('/api/newsletter', {
      email: 'bot@example.com',
      website: 'http://spam',
    });
    expect(response.body).toEqual({success: true});
    expect(await t.store.find('bot@example.com', 'newsletter')).toBeUndefined();
    await t.deliver();
    expect(readOutbox(t.outboxDir)).toEqual([]);
  });

  it('should set helmet headers and a strict CSP', async () => {
    const response = await post('/api/newsletter', {email: 'h@example.com'});
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    expect(response.headers['x-powered-by']).toBeUndefined();
  });
});

describe('POST /api/changelog', () => {
  it('should store a changelog sign-up', async () => {
    const response = await post('/api/changelog', {email: 'log@example.com'});
    expect(response.body).toEqual({success: true});
    expect(await t.store.find('log@example.com', 'changelog')).toMatchObject({status: 'pending'});
    expect(await t.store.find('log@example.com', 'newsletter')).toBeUndefined();
  });

  it('should refuse a source field, which this route does not take', async () => {
    const response = await post('/api/changelog', {email: 'log@example.com', source: 'footer'});
    expect(response.status).toBe(400);
    expect(response.body).toEqual({success: false, error: 'Unknown field(s): "source".'});
  });
});

describe('rate limit', () => {
  it('should answer 429 with JSON once an address exceeds RATE_LIMIT_MAX', async () => {
    const limited = await buildTestApp({RATE_LIMIT_MAX: '3', RATE_LIMIT_WINDOW_MS: '60000'});
    try {
      for (let i = 0; i < 3; i += 1) {
        const ok = await request(limited.app)
          .post('/api/newsletter')
          .send({email: `r${i}@example.com`});
        expect(ok.status).toBe(200);
      }
      const response = await request(limited.app)
        .post('/api/newsletter')
        .send({email: 'r4@example.com'});
      expect(response.status).toBe(429);
      expect(response.body).toEqual({
        success: false,
        error: 'Too many requests from your network. Please wait a few minutes and try again.',
      });
      // draft-8 headers: the quota (3 per 60 s), none left, the window resets within 60 s.
      expect(response.headers['ratelimit-policy']).toMatch(/^"api"; q=3; w=60; pk=:[\w+/=]+:$/);
      const [, remaining, reset] = /^"api"; r=(\d+); t=(\d+)$/.exec(
        response.headers['ratelimit'] ?? '',
      )!;
      expect(Number(remaining)).toBe(0);
      expect(Number(reset)).toBeGreaterThan(55);
      expect(Number(reset)).toBeLessThanOrEqual(60);
    } finally {
      await limited.close();
    }
  });
});

describe('error handler', () => {
  it('should answer 500 with a generic message and no stack when a write fails', async () => {
    // A real failure the code cannot expect: a table gone from under the store.
    const other = new Database(path.join(t.dataDir, SQLITE_FILE));
    other.exec('PRAGMA foreign_keys = OFF; DROP TABLE consent_events');
    other.close();
    const response = await post('/api/newsletter', {email: 'boom@example.com'});
    expect(response.status).toBe(500);
    expect(response.body).toEqual({success: false, error: GENERIC_ERROR});
    expect(response.text).not.toMatch(/at .*\.ts|consent|SQLITE|Error/);
  });

  it('should answer 503 with Retry-After, not 500, once the store is closed', async () => {
    await t.store.close();
    const response = await post('/api/newsletter', {email: 'late@example.com'});
    expect(response.status).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.body).toEqual({success: false, error: 'The store is closed.'});
  });

  it('should answer unknown API routes with a JSON 404', async () => {
    const response = await request(t.app).get('/api/nope');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({success: false, error: 'There is no such API route.'});
  });

  it('should answer GET /api/health', async () => {
    const response = await request(t.app).get('/api/health');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ok: true, store: 'up'});
  });
});

describe('confirm and unsubscribe links', () => {
  function pathOf(url: string | undefined): string {
    const parsed = new URL(url ?? 'http://invalid/');
    return `${parsed.pathname}${parsed.search}`;
  }

  it('should show a button on GET and HEAD, and confirm once only on POST', async () => {
    await post('/api/newsletter', {email: 'flow@example.com', source: 'home'});
    await t.deliver();
    const [mail] = messagesTo(t.outboxDir, 'flow@example.com');
    const link = pathOf(mail?.confirmUrl);
    // A mail scanner fetching the link (GET, HEAD) confirms nothing.
    const page = await request(t.app).get(link);
    expect(page.status).toBe(200);
    expect(page.type).toBe('text/html');
    expect(page.text).toContain(`<form method="post" action="${link.replace(/&/g, '&#38;')}">`);
    expect(page.text).toContain('<button type="submit">Confirm subscription</button>');
    expect((await request(t.app).head(link)).status).toBe(200);
    expect(await t.store.find('flow@example.com', 'newsletter')).toMatchObject({
      status: 'pending',
    });

    const confirm = await request(t.app).post(link).type('form').send('');
    expect(confirm.status).toBe(200);
    expect(confirm.text).toContain('Subscription confirmed');
    expect(await t.store.find('flow@example.com', 'newsletter')).toMatchObject({
      status: 'confirmed',
    });

    const again = await request(t.app).post(link).type('form').send('');
    expect(again.status).toBe(410);
    expect(again.text).toContain('This link no longer works');

    // Confirmed: signing up again changes nothing and sends nothing.
    await post('/api/newsletter', {email: 'flow@example.com'});
    await t.deliver();
    expect(messagesTo(t.outboxDir, 'flow@example.com')).toHaveLength(1);
  });

  it('should answer 400 for a malformed token', async () => {
    const response = await request(t.app).get('/api/confirm?token=%3Cscript%3E');
    expect(response.status).toBe(400);
    expect(response.text).not.toContain('<script>');
    expect((await request(t.app).get('/api/confirm')).status).toBe(400);
    expect((await request(t.app).post('/api/confirm?token=x')).status).toBe(400);
  });

  it('should show a button on GET and unsubscribe only on POST', async () => {
    await post('/api/newsletter', {email: 'bye@example.com'});
    await t.deliver();
    const [mail] = messagesTo(t.outboxDir, 'bye@example.com');
    const page = await request(t.app).get(pathOf(mail?.unsubscribeUrl));
    expect(page.status).toBe(200);
    expect(page.text).toContain('<button type="submit">Unsubscribe</button>');
    expect(await t.store.find('bye@example.com', 'newsletter')).toMatchObject({status: 'pending'});

    // RFC 8058 one-click, as a mailbox provider sends it: form body, no Origin.
    const oneClick = await request(t.app)
      .post(pathOf(mail?.unsubscribeUrl))
      .type('form')
      .send('List-Unsubscribe=One-Click');
    expect(oneClick.status).toBe(200);
    expect(oneClick.body).toEqual({success: true});
    expect(await t.store.find('bye@example.com', 'newsletter')).toMatchObject({
      status: 'unsubscribed',
    });

    const fromPage = await request(t.app)
      .post(pathOf(mail?.unsubscribeUrl))
      .set('Accept', 'text/html')
      .type('form')
      .send('List-Unsubscribe=One-Click');
    expect(fromPage.status).toBe(200);
    expect(fromPage.text).toContain('You are unsubscribed');
  });

  it('should answer 410 for an unknown unsubscribe token', async () => {
    const response = await request(t.app).post(`/api/unsubscribe?token=${'x'.repeat(43)}`);
    expect(response.status).toBe(410);
    expect(response.body).toMatchObject({success: false});
  });
});

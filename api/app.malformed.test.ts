// ≥ 1000 generated bad requests against the real server: every answer must be a 4xx with
// `{success: false, error}` — never a 5xx, a hang or a crash — and a valid sign-up still works.
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import {buildTestApp, SITE_ORIGIN, type TestApp} from './testing/test-app';

interface BadRequest {
  kind: string;
  path: string;
  contentType: string | undefined;
  body: string;
}

/** Small deterministic PRNG (mulberry32) so a failure can be reproduced. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function generate(count: number): BadRequest[] {
  const next = random(20261122);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const json = 'application/json';
  const valid = JSON.stringify({email: 'valid@example.com', source: 'footer'});

  const makers: Array<() => Omit<BadRequest, 'path'>> = [
    () => ({
      kind: 'truncated JSON',
      contentType: json,
      body: valid.slice(0, int(1, valid.length - 1)),
    }),
    () => ({
      kind: 'garbage',
      contentType: json,
      body:
        Array.from({length: int(1, 60)}, () => String.fromCharCode(int(0, 0x7e))).join('') + '{',
    }),
    () => ({
      kind: 'wrong type',
      contentType: json,
      body: JSON.stringify({
        email: pick([42, true, null, [], {}, ['a@example.com'], {value: 'a@example.com'}, 1e308]),
      }),
    }),
    () => ({
      kind: 'wrong body type',
      contentType: json,
      body: pick(['[]', '"a@example.com"', '42', 'null', 'true', '[{"email":"a@example.com"}]']),
    }),
    () => ({
      kind: 'huge body',
      contentType: json,
      body: JSON.stringify({email: 'a@example.com', source: 'x'.repeat(int(1100, 200_000))}),
    }),
    () => {
      const depth = int(50, 480);
      return {
        kind: 'deep body',
        contentType: json,
        body: `{"email":${'['.repeat(depth)}${']'.repeat(depth)}}`,
      };
    },
    () => ({
      kind: 'wrong content type',
      contentType: pick([
        undefined,
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
        'application/xml',
        'application/jsonp',
        'text/json',
      ]),
      body: pick([valid, 'email=a%40example.com', '<email>a@example.com</email>']),
    }),
    () => ({
      kind: 'bad charset',
      contentType: `${json}; charset=${pick(['utf-16', 'latin-1', 'koi8-r'])}`,
      body: valid,
    }),
    () => ({
      kind: 'prototype keys',
      contentType: json,
      body: pick([
        '{"email":"a@example.com","__proto__":{"admin":true}}',
        '{"__proto__":{"email":"a@example.com"}}',
        '{"email":"a@example.com","constructor":{"prototype":{"x":1}}}',
        '{"constructor":"a@example.com"}',
        '{"email":"a@example.com","prototype":1}',
      ]),
    }),
    () => {
      const control = String.fromCharCode(pick([0, 1, 7, 8, 9, 10, 13, 27, 127, 0x85, 0x2028]));
      // Strictly inside: leading and trailing whitespace is trimmed on purpose.
      const at = int(1, 12);
      const email = 'ada@example.com';
      return {
        kind: 'control characters',
        contentType: json,
        body: JSON.stringify({email: `${email.slice(0, at)}${control}${email.slice(at)}`}),
      };
    },
    () => ({
      kind: 'overlong email',
      contentType: json,
      body: JSON.stringify({
        email: pick([
          `${'a'.repeat(int(65, 300))}@example.com`,
          `a@${'b'.repeat(int(250, 900))}.com`,
        ]),
      }),
    }),
    () => ({
      kind: 'SQL-looking',
      contentType: json,
      body: JSON.stringify(
        pick([
          {email: "' OR '1'='1"},
          {email: 'a@example.com; DROP TABLE subscriptions;--'},
          {email: "x'); DELETE FROM subscriptions; --@example.com"},
          {email: 'a@example.com', source: "footer'; DROP TABLE tokens;--"},
          {email: 'a@example.com', source: '1 OR 1=1'},
          {email: '" UNION SELECT * FROM subscriptions --'},
        ]),
      ),
    }),
    () => ({
      kind: 'invalid email',
      contentType: json,
      body: JSON.stringify({
        email: pick([
          '',
          ' ',
          '@',
          'a@',
          '@b.c',
          'a@b',
          'a b@c.de',
          'a@@b.de',
          '.a@b.de',
          'a..b@c.de',
          'a@b..de',
        ]),
      }),
    }),
  ];
  return Array.from({length: count}, (_, i) => ({
    ...makers[i % makers.length]!(),
    path: i % 3 === 0 ? '/api/changelog' : '/api/newsletter',
  }));
}

function send(
  port: number,
  agent: http.Agent,
  bad: BadRequest,
): Promise<{status: number; body: string}> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string | number> = {
      Origin: SITE_ORIGIN,
      'Content-Length': Buffer.byteLength(bad.body),
    };
    if (bad.contentType) headers['Content-Type'] = bad.contentType;
    const req = http.request(
      {host: '127.0.0.1', port, path: bad.path, method: 'POST', agent, headers},
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({status: res.statusCode ?? 0, body}));
      },
    );
    req.on('error', reject);
    req.end(bad.body);
  });
}

describe('malformed requests', () => {
  let t: TestApp;
  let server: http.Server;
  let port: number;

  beforeAll(async () => {
    t = await buildTestApp();
    server = t.app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await t.close();
  });

  it('should answer 1200 generated bad requests with a 4xx JSON error each', async () => {
    const requests = generate(1200);
    const kinds = new Set(requests.map((bad) => bad.kind));
    expect(kinds.size).toBe(13);
    const agent = new http.Agent({keepAlive: true, maxSockets: 16});
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    // 16 at a time: enough concurrency to interleave, not enough to need a long timeout.
    for (let i = 0; i < requests.length; i += 16) {
      const slice = requests.slice(i, i + 16);
      const answers = await Promise.all(slice.map((bad) => send(port, agent, bad)));
      answers.forEach((answer, j) => {
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        let parsed: unknown;
        try {
          parsed = JSON.parse(answer.body);
        } catch {
          parsed = undefined;
        }
        const shapeOk =
          typeof parsed === 'object' &&
          parsed !== null &&
          (parsed as {success?: unknown}).success === false &&
          typeof (parsed as {error?: unknown}).error === 'string' &&
          Object.keys(parsed).length === 2;
        if (answer.status < 400 || answer.status >= 500 || !shapeOk) {
          failures.push(
            `${slice[j]!.kind} ${JSON.stringify(slice[j]!.body.slice(0, 80))} → ${answer.status} ${answer.body.slice(0, 120)}`,
          );
        }
      });
    }
    agent.destroy();
    expect(failures).toEqual([]);
    expect([...statuses.keys()].sort()).toEqual([400, 413, 415]);
    expect(await t.store.count({list: 'newsletter'})).toBe(0);
    expect(await t.store.count({list: 'changelog'})).toBe(0);

    const after = await send(port, new http.Agent(), {
      kind: 'valid',
      path: '/api/newsletter',
      contentType: 'application/json',
      body: JSON.stringify({email: 'survivor@example.com', source: 'footer'}),
    });
    expect(after).toEqual({status: 200, body: '{"success":true}'});
    expect(await t.store.find('survivor@example.com', 'newsletter')).toMatchObject({
      status: 'pending',
    });
  }, 60_000);
});

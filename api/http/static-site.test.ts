// Production serving of the Docusaurus build: file mapping, cache headers, 404 page, compression.
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import type {AddressInfo} from 'node:net';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import {buildTestApp, logCapture, type TestApp} from '../testing/test-app';

let site: string;
let t: TestApp;

beforeAll(async () => {
  site = mkdtempSync(path.join(os.tmpdir(), 'tessera-site-'));
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(site, file)), {recursive: true});
    writeFileSync(path.join(site, file), text);
  };
  write('index.html', '<h1>home</h1>');
  write('404.html', '<h1>Page Not Found</h1>');
  write('docs/intro.html', '<h1>intro</h1>');
  write('search.html', '<h1>search</h1>');
  write('docs/guide/index.html', '<h1>guide</h1>');
  write('assets/js/main.3f2a9c1b.js', `console.log(${JSON.stringify('x'.repeat(5000))});`);
  write('img/logo.svg', '<svg/>');
  write('.env', 'SECRET=1');
  t = await buildTestApp({STATIC_DIR: site}, {serveStatic: true});
});
afterAll(async () => {
  await t.close();
  rmSync(site, {recursive: true, force: true});
});

describe('static site', () => {
  it.each([
    ['/', 'home'],
    ['/docs/intro', 'intro'],
    ['/docs/guide', 'guide'],
  ])('should serve %s as HTML that is revalidated', async (url, text) => {
    const response = await request(t.app).get(url);
    expect(response.status).toBe(200);
    expect(response.text).toContain(text);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('should cache hashed assets for a year and compress them', async () => {
    const response = await request(t.app)
      .get('/assets/js/main.3f2a9c1b.js')
      .set('Accept-Encoding', 'gzip');
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-encoding']).toBe('gzip');
  });

  it('should send a page asked for with a trailing slash to its address, keeping the query', async () => {
    const response = await request(t.app).get('/search/?q=isDisabled&version=docs%2F1.x%2F');
    expect(response.status).toBe(301);
    expect(response.headers.location).toBe('/search?q=isDisabled&version=docs%2F1.x%2F');
    const plain = await request(t.app).get('/docs/intro/');
    expect(plain.headers.location).toBe('/docs/intro');
  });

  it.each(['//search/', '/missing/', '/docs/guide/'])(
    'should not redirect %s, which is off the site, unknown or a folder page',
    async (url) => {
      const response = await request(t.app).get(url);
      expect(response.status).not.toBe(301);
    },
  );

  it('should revalidate files without a hash in their name', async () => {
    const response = await request(t.app).get('/img/logo.svg');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it.each([
    '/nope',
    '/docs/missing',
    '/../package.json',
    '/%2e%2e/package.json',
    '/.env',
    '/%E0%A4%A',
  ])('should answer %s with the 404 page', async (url) => {
    const response = await request(t.app).get(url);
    expect(response.status).toBe(404);
    expect(response.text).toContain('Page Not Found');
  });
});

describe('a client that goes away', () => {
  it('should not count a request the client abandoned as a server error', async () => {
    // Browsers cancel prefetches and page loads all the time: the file is not worth an error line.
    const capture = logCapture();
    const quiet = await buildTestApp(
      {STATIC_DIR: site},
      {serveStatic: true, logger: capture.logger},
    );
    const server = quiet.app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const {port} = server.address() as AddressInfo;
    try {
      for (let attempt = 0; attempt < 20; attempt++) {
        const socket = net.connect(port, '127.0.0.1');
        await new Promise((resolve) => socket.once('connect', resolve));
        socket.write('GET /assets/js/main.3f2a9c1b.js HTTP/1.1\r\nHost: localhost\r\n\r\n');
        socket.destroy();
      }
      await new Promise((resolve) => setTimeout(resolve, 300));
      const failures = capture.lines.filter((line) => JSON.parse(line).level >= 50);
      expect(failures).toEqual([]);
    } finally {
      await new Promise((resolve) => server.close(resolve));
      await quiet.close();
    }
  });
});

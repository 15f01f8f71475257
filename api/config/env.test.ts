// Start-up configuration: defaults, and a clear stop on an invalid value.
import {spawnSync} from 'node:child_process';
import path from 'node:path';
import {ConfigError, loadConfig} from './env';

describe('loadConfig', () => {
  it('should apply the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir: path.resolve('data'),
      databaseUrl: undefined,
      staticDir: path.resolve('build'),
      siteOrigins: ['http://localhost:3000', 'http://127.0.0.1:3000'],
      trustProxy: false,
      publicUrl: 'http://localhost:3000',
    });
  });

  it('should parse lists, numbers and trust proxy', () => {
    const config = loadConfig({
      PORT: '8080',
      SITE_ORIGINS: 'https://tessera-ui.dev, https://www.tessera-ui.dev',
      TRUST_PROXY: '1',
      RATE_LIMIT_MAX: '5',
      PUBLIC_URL: 'https://tessera-ui.dev/',
    });
    expect(config.siteOrigins).toEqual(['https://tessera-ui.dev', 'https://www.tessera-ui.dev']);
    expect(config.trustProxy).toBe(1);
    expect(config.rateLimit.max).toBe(5);
    expect(config.publicUrl).toBe('https://tessera-ui.dev');
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://x'],
    ['SITE_ORIGINS', 'https://x.dev/path'],
    ['RATE_LIMIT_MAX', '0'],
    ['SMTP_URL', 'http://mail'],
    ['DATABASE_SCHEMA', 'Robert; DROP'],
  ])('should name %s=%s in the error', (name, value) => {
    expect(() => loadConfig({[name]: value})).toThrow(ConfigError);
    expect(() => loadConfig({[name]: value})).toThrow(new RegExp(`${name}:`));
  });

  it('should stop the server with exit code 1 and a message naming the variable', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'api/server.ts'], {
      cwd: path.resolve(__dirname, '../..'),
      env: {...process.env, PORT: 'not-a-port'},
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('PORT:');
  }, 30_000);
});

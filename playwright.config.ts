import {defineConfig} from '@playwright/test';
import os from 'node:os';
import path from 'node:path';

const port = Number(process.env.E2E_PORT ?? 3210);
// E2E_BASE_URL points the suite at a server that is already running (no webServer is started).
const externalBaseURL = process.env.E2E_BASE_URL;
export const baseURL = externalBaseURL ?? `http://127.0.0.1:${port}`;

// Debian's Chromium; Playwright's own browser download cannot work on these machines.
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  // A test that passes only on a second try hides a real race: fix its cause, never retry it.
  retries: 0,
  // A stray `.only` would silently run one test and skip the rest; CI refuses it.
  forbidOnly: Boolean(process.env.CI),
  timeout: 60_000,
  reporter: [['list'], ['json']],
  use: {
    baseURL,
    // An action waits for its element to accept it at most this long, not the whole test's time:
    // a control covered by an overlay fails in seconds, naming the action.
    actionTimeout: 15_000,
    trace: 'off',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: chromiumArgs,
    },
  },
  webServer: externalBaseURL
    ? undefined
    : {
        command: 'node_modules/.bin/tsx api/server.ts',
        url: `${baseURL}/api/health`,
        reuseExistingServer: false,
        timeout: 60_000,
        env: {
          NODE_ENV: 'production',
          PORT: String(port),
          DATA_DIR: path.join(os.tmpdir(), `tessera-e2e-${process.pid}`),
          SITE_ORIGINS: baseURL,
          RATE_LIMIT_MAX: '10000',
        },
      },
});

// The newsletter form in the footer against the real server and store: both calls, the stored
// sign-up, the mailed confirm and unsubscribe links, client-side refusal and failing calls.
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import Database from 'better-sqlite3';
import type {Page, Request} from '@playwright/test';
import {test, expect, expectProblems, gotoInTheme, WCAG_TAGS} from './support/fixtures';

// playwright.config.ts gives the server DATA_DIR = <tmp>/tessera-e2e-<runner pid>; workers are
// children of the runner.
const dataDir = process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), `tessera-e2e-${process.ppid}`);

function mailsTo(email: string): string[] {
  const outbox = path.join(dataDir, 'outbox');
  if (!existsSync(outbox)) return [];
  return readdirSync(outbox)
    .filter((file) => file.endsWith('.eml') && !file.startsWith('.'))
    .map((file) => readFileSync(path.join(outbox, file), 'utf8'))
    .filter((mail) => mail.includes(`\r\nTo: ${email}\r\n`));
}

function storedStatus(email: string, list: string): string | undefined {
  const db = new Database(path.join(dataDir, 'tessera.sqlite'), {readonly: true});
  try {
    const row = db
      .prepare('SELECT status FROM subscriptions WHERE email = ? AND list = ?')
      .get(email, list) as {status: string} | undefined;
    return row?.status;
  } finally {
    db.close();
  }
}

function linkIn(mail: string, label: 'Confirm' | 'Unsubscribe'): string {
  const url = new RegExp(`^${label}: (\\S+)`, 'm').exec(mail)?.[1];
  if (!url) throw new Error(`no ${label} link in mail`);
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
}

function apiCalls(page: Page): Request[] {
  const calls: Request[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/')) calls.push(request);
  });
  return calls;
}

/** The home page's footer form; in a colour mode when `theme` is given (checked on `<html>`). */
async function footerForm(page: Page, theme?: 'light' | 'dark') {
  if (theme) await gotoInTheme(page, '/', theme);
  else await page.goto('/');
  const form = page.getByRole('region', {name: 'Stay in the loop'});
  await form.scrollIntoViewIfNeeded();
  return {
    form,
    input: form.getByRole('textbox', {name: 'Email address'}),
    button: form.getByRole('button', {name: 'Subscribe'}),
    fieldError: form.locator('.ui-FieldError-text'),
    announcement: form.getByRole('status'),
  };
}

const unique = (name: string) =>
  `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

test('a footer sign-up makes both calls, is stored, and its mailed links confirm and unsubscribe', async ({
  page,
}) => {
  const calls = apiCalls(page);
  const {form, input, button, announcement} = await footerForm(page);
  const email = unique('reader');
  await input.fill(email);
  await button.click();

  const thanks = 'Thanks! Check your inbox to confirm your subscription.';
  await expect(form.locator('p', {hasText: thanks})).toBeVisible();
  await expect(announcement).toHaveText(thanks);
  await expect(input).toHaveValue('');
  expect(
    calls.map((call) => [call.method(), new URL(call.url()).pathname, call.postDataJSON()]),
  ).toEqual([
    ['POST', '/api/newsletter', {email, source: 'footer'}],
    ['POST', '/api/changelog', {email}],
  ]);
  expect(calls.every((call) => call.headers()['content-type'] === 'application/json')).toBe(true);
  expect(storedStatus(email, 'newsletter')).toBe('pending');
  expect(storedStatus(email, 'changelog')).toBe('pending');

  // After 3 s the form is back to idle.
  await expect(form.locator('p', {hasText: thanks})).toBeHidden({timeout: 4500});
  await expect(form).toHaveAttribute('data-status', 'idle');

  await expect.poll(() => mailsTo(email).length).toBe(2);
  const newsletterMail = mailsTo(email).find((mail) => mail.includes('Tessera UI newsletter'))!;
  // Opening the link (as a mail scanner would) confirms nothing; the page's button does.
  await page.goto(linkIn(newsletterMail, 'Confirm'));
  expect(storedStatus(email, 'newsletter')).toBe('pending');
  await page.getByRole('button', {name: 'Confirm subscription'}).click();
  await expect(page.getByRole('heading', {name: 'Subscription confirmed'})).toBeVisible();
  expect(storedStatus(email, 'newsletter')).toBe('confirmed');

  await page.goto(linkIn(newsletterMail, 'Unsubscribe'));
  expect(storedStatus(email, 'newsletter')).toBe('confirmed');
  await page.getByRole('button', {name: 'Unsubscribe'}).click();
  await expect(page.getByRole('heading', {name: 'You are unsubscribed'})).toBeVisible();
  expect(storedStatus(email, 'newsletter')).toBe('unsubscribed');
});

test('an invalid email shows the message, sends nothing and resets after 3 s', async ({page}) => {
  const calls = apiCalls(page);
  const {form, input, button, fieldError, announcement} = await footerForm(page);
  await input.fill('not-an-email');
  await button.click();
  const message = fieldError.filter({hasText: 'Please enter a valid email.'});
  await expect(message).toBeVisible();
  await expect(announcement).toHaveText('Please enter a valid email.');
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  const describedBy = (await input.getAttribute('aria-describedby')) ?? '';
  const errorId = await form.locator('.ui-FieldError').getAttribute('id');
  expect(describedBy.split(' ')).toContain(errorId);
  await expect(message).toBeHidden({timeout: 4500});
  await expect(input).not.toHaveAttribute('aria-invalid', 'true');
  expect(calls).toEqual([]);
});

test('a failing second call shows its message; a network failure shows the generic one', async ({
  page,
  pageProblems,
  baseURL,
}) => {
  await page.route('**/api/changelog', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({success: false}),
    }),
  );
  const {input, button, fieldError} = await footerForm(page);
  await input.fill(unique('failing'));
  await button.click();
  await expect(fieldError).toHaveText('Failed to subscribe changelog');
  await expect(fieldError).toBeHidden({timeout: 4500});

  await page.route('**/api/newsletter', (route) => route.abort('internetdisconnected'));
  await button.click();
  await expect(fieldError).toHaveText('Something went wrong. Please try again.');
  // Provoked on purpose: the failing calls and the browser's console lines about them.
  expectProblems(pageProblems, [
    'console error: Failed to load resource: the server responded with a status of 503 (Service Unavailable)',
    `request failed: ${baseURL}/api/newsletter net::ERR_INTERNET_DISCONNECTED`,
    'console error: Failed to load resource: net::ERR_INTERNET_DISCONNECTED',
  ]);
});

for (const theme of ['light', 'dark'] as const) {
  test(`the footer form has no axe violations (${theme}), also while showing an error`, async ({
    page,
  }) => {
    const {input, button} = await footerForm(page, theme);
    const axe = () =>
      new AxeBuilder({page}).include('section[data-tone="dark"]').withTags(WCAG_TAGS).analyze();
    expect((await axe()).violations).toEqual([]);
    await input.fill('nope');
    await button.click();
    expect((await axe()).violations).toEqual([]);
  });
}

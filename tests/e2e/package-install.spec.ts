// The release, end to end: @tessera-ui/react packed as `npm run pack:packages` packs it, published to
// a real registry (Verdaccio on loopback, proxying everything else), then installed into a new
// Vite + React + TypeScript app outside the repository by following the Installation page word for
// word — each package-manager tab's command, the styles import, every snippet — then type-checked,
// built, and used in Chromium by keyboard, in light and in dark.
import fs from 'node:fs';
import {createRequire} from 'node:module';
import os from 'node:os';
import path from 'node:path';
import type {Page} from '@playwright/test';
import {packPackages, tarballText} from '../../scripts/packages/pack';
import {createReaderApp, gzippedJavaScriptBytes, scaffoldViteApp} from './support/consumer-app';
import {test, expect, expectNoAxeViolations, switchTheme} from './support/fixtures';
import {readInstallationPage, type InstallationPage} from './support/installation-page';
import {
  installPackageManagers,
  OTHER_PACKAGE_MANAGERS,
  fitTemplateToRegistry,
} from './support/package-managers';
import {readFocusStop, walkFocus} from './support/page-checks';
import {startRegistry, type LocalRegistry} from './support/registry';
import {readerEnvironment, runCommand, stopRunningCommands} from './support/run-command';
import {serveDirectory, type StaticServer} from './support/static-server';

const PACKAGE = '@tessera-ui/react';
// --tessera-white and --tessera-gray-950: the page background the Installation page's CSS gives.
const LIGHT_BACKGROUND = 'rgb(255, 255, 255)';
const DARK_BACKGROUND = 'rgb(9, 9, 11)';

// One registry and one scaffold for every test; a retry would repeat minutes of installs.
test.describe.configure({mode: 'serial', retries: 0, timeout: 4 * 60_000});
// The set-up packs the library, starts the registry and installs pnpm, yarn and bun from npm: a
// minute on a fast machine, more on a slow one. A hook has the project's timeout unless it says.
const SETUP_TIMEOUT_MS = 5 * 60_000;

let work: string;
let tarball: string | undefined;
let registry: LocalRegistry | undefined;
let installation: InstallationPage;
let scaffold: string;
let env: NodeJS.ProcessEnv;
let npmApp: string;
let server: StaticServer | undefined;

test.beforeAll(async ({browser}, testInfo) => {
  test.setTimeout(SETUP_TIMEOUT_MS);
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-install-'));
  tarball = packPackages()[PACKAGE];
  expect(tarball, `pack:packages printed no tarball for ${PACKAGE}`).toBeDefined();
  registry = await startRegistry();
  registry.publish(tarball!);

  const page = await browser.newPage({baseURL: testInfo.project.use.baseURL});
  installation = await readInstallationPage(page);
  await page.close();

  const toolsEnv = readerEnvironment(work);
  const toolsBin = await installPackageManagers(path.join(work, 'tools'), registry, toolsEnv);
  env = readerEnvironment(work, [toolsBin]);
  const scaffoldDir = path.join(work, 'scaffold');
  fs.mkdirSync(scaffoldDir);
  registry.configure(scaffoldDir);
  scaffold = await scaffoldViteApp(scaffoldDir, env);
});

test.afterAll(async () => {
  stopRunningCommands();
  await server?.close();
  await registry?.stop();
  if (tarball) fs.rmSync(path.dirname(tarball), {recursive: true, force: true});
  if (work) fs.rmSync(work, {recursive: true, force: true});
});

/** Vite's complaints about module-level directives ('use client') in the build output. */
function directiveWarnings(buildOutput: string): string[] {
  return buildOutput.split('\n').filter((line) => /use client|directive/i.test(line));
}

/** A fresh copy of the scaffold, the tab's command run in it, then the app's own build. */
async function installAndBuild(manager: string): Promise<string> {
  const command = installation.installCommands[manager];
  expect(command, `the Installation page's ${manager} tab`).toBeDefined();
  const app = createReaderApp(scaffold, path.join(work, 'apps', manager), installation);
  registry!.configure(app);
  for (const change of await fitTemplateToRegistry(app, manager, env)) {
    test.info().annotations.push({type: `${manager} scaffold`, description: change});
  }

  const install = await runCommand(command!, {cwd: app, env});
  const timing = `"${command}" took ${install.seconds.toFixed(1)} s`;
  console.log(`${manager}: ${timing}`);
  test.info().annotations.push({type: `${manager} install`, description: timing});
  const installed = path.join(app, 'node_modules', PACKAGE, 'package.json');
  expect(JSON.parse(fs.readFileSync(installed, 'utf8'))).toEqual(
    JSON.parse(tarballText(tarball!, 'package.json')),
  );
  // The template's own packages too: a build that cannot find one then names the install's fault.
  const manifest = JSON.parse(fs.readFileSync(path.join(app, 'package.json'), 'utf8'));
  const missing = Object.keys({...manifest.dependencies, ...manifest.devDependencies}).filter(
    (name) => !fs.existsSync(path.join(app, 'node_modules', name, 'package.json')),
  );
  expect(missing, `packages "${command}" left out:\n${install.output.slice(-2000)}`).toEqual([]);

  // The template's build script: `tsc -b` (strict, proven by src/strict-mode.ts), then `vite build`.
  const build = await runCommand(`${manager} run build`, {cwd: app, env});
  expect(directiveWarnings(build.output)).toEqual([]);
  return app;
}

async function expectFocusVisible(page: Page, control: string): Promise<void> {
  const stop = await readFocusStop(page);
  expect({control, focused: stop.label, visible: stop.visible}).toEqual({
    control,
    focused: stop.label,
    visible: true,
  });
}

test('should have one tab per package manager, besides the CLI', () => {
  // The CLI tab (`npx tessera-ui@latest init`) belongs to the CLI and is run by the CLI's tests.
  const managers = Object.keys(installation.installCommands).filter((label) => label !== 'CLI');
  expect(managers.sort()).toEqual(['npm', ...OTHER_PACKAGE_MANAGERS].sort());
});

test('should install with the npm tab, type-check strictly and build', async () => {
  npmApp = await installAndBuild('npm');
  // The page's tokens-only option: the export resolves to the tokens, without component styles.
  const tokensFile = createRequire(path.join(npmApp, 'package.json')).resolve(
    `${PACKAGE}/tokens.css`,
  );
  const tokens = fs.readFileSync(tokensFile, 'utf8');
  expect(tokens).toContain('--tessera-bg:');
  expect(tokens).not.toContain('.ui-Button');
});

test('should render the components, each working by keyboard with focus visible', async ({
  page,
}) => {
  server ??= await serveDirectory(path.join(npmApp, 'dist'));
  await page.goto(server.url);
  await expect(page.getByTestId('snippets')).not.toBeEmpty();
  const styled = await page.evaluate(() =>
    [...document.styleSheets].some((sheet) =>
      [...sheet.cssRules].some((rule) => rule.cssText.includes('.ui-Button')),
    ),
  );
  expect(styled, 'the stylesheet from the styles import is on the page').toBe(true);

  const stops = await walkFocus(page, 30);
  expect(stops.length).toBeGreaterThanOrEqual(9);
  expect(stops.filter((stop) => !stop.visible).map((stop) => stop.label)).toEqual([]);

  // Button: Enter and Space press it.
  await page.getByRole('button', {name: 'Count'}).focus();
  await expectFocusVisible(page, 'Button');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Pressed 1 times')).toBeVisible();
  await page.keyboard.press('Space');
  await expect(page.getByText('Pressed 2 times')).toBeVisible();

  // TextField: typing fills it.
  const name = page.getByRole('textbox', {name: 'Name'});
  await name.focus();
  await expectFocusVisible(page, 'TextField');
  await page.keyboard.type('Ada');
  await expect(name).toHaveValue('Ada');
  await expect(page.getByText('Hello, Ada')).toBeVisible();

  // Tabs: arrow keys move and select, Home and End jump.
  await page.getByRole('tab', {name: 'Spring'}).focus();
  await expectFocusVisible(page, 'Tabs');
  for (const [key, tab, panel] of [
    ['ArrowRight', 'Summer', 'Sunshine'],
    ['End', 'Autumn', 'Harvest'],
    ['Home', 'Spring', 'Blossom'],
    ['ArrowLeft', 'Autumn', 'Harvest'],
  ] as const) {
    await page.keyboard.press(key);
    await expect(page.getByRole('tab', {name: tab})).toBeFocused();
    await expect(page.getByRole('tab', {name: tab})).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toHaveText(panel);
  }

  // Menu: Enter opens it on the first item, arrows move, Enter chooses, Escape closes, and focus
  // goes back to the trigger each time.
  const actions = page.getByRole('button', {name: 'Actions'});
  await actions.focus();
  await expectFocusVisible(page, 'Menu trigger');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', {name: 'Edit'})).toBeFocused();
  await expectFocusVisible(page, 'Menu item');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', {name: 'Duplicate'})).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menu')).toBeHidden();
  await expect(page.getByText('Last action: duplicate')).toBeVisible();
  await expect(actions).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(page.getByRole('menuitem', {name: 'Archive'})).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();
  await expect(actions).toBeFocused();

  // Tooltip: keyboard focus shows it at once and it describes its trigger; Escape hides it.
  await page.keyboard.press('Tab');
  const help = page.getByRole('button', {name: 'Help'});
  await expect(help).toBeFocused();
  await expectFocusVisible(page, 'Tooltip trigger');
  await expect(page.getByRole('tooltip')).toHaveText('Opens the help centre');
  await expect(help).toHaveAccessibleDescription('Opens the help centre');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('tooltip')).toBeHidden();

  // Switch: Space toggles it.
  await page.keyboard.press('Tab');
  const notifications = page.getByRole('switch', {name: 'Notifications'});
  await expect(notifications).toBeFocused();
  await expectFocusVisible(page, 'Switch');
  await page.keyboard.press('Space');
  await expect(notifications).toBeChecked();
  await page.keyboard.press('Space');
  await expect(notifications).not.toBeChecked();

  // Select: Enter opens the list on its first option, arrows move, Enter picks and closes it,
  // and focus goes back to the trigger, which shows the choice.
  await page.keyboard.press('Tab');
  const plan = page.getByRole('button', {name: /Plan/});
  await expect(plan).toBeFocused();
  await expectFocusVisible(page, 'Select');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('option', {name: 'Free'})).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('option', {name: 'Team'})).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('listbox')).toBeHidden();
  await expect(page.getByText('Plan: team')).toBeVisible();
  await expect(plan).toBeFocused();
  await expect(plan).toContainText('Team');

  // Dialog: Enter opens it with focus inside, Tab stays inside, Escape closes it and focus goes
  // back to the trigger; Save closes it too.
  await page.keyboard.press('Tab');
  const rename = page.getByRole('button', {name: 'Rename project'});
  await expect(rename).toBeFocused();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', {name: 'Rename project'});
  await expect(dialog).toBeVisible();
  await expect
    .poll(() => dialog.evaluate((element) => element.contains(document.activeElement)))
    .toBe(true);
  for (let stop = 0; stop < 5; stop += 1) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }
  await expectFocusVisible(page, 'Dialog');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(rename).toBeFocused();
  await page.keyboard.press('Enter');
  await dialog.getByRole('button', {name: 'Save'}).focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Saved: renamed')).toBeVisible();

  // Table (the APG grid): focus on a row, arrows move to its cells and between rows, ArrowUp reaches the column headers,
  // Enter on a sortable one sorts by it and says so with aria-sort.
  await page.getByRole('row', {name: /INV-1/}).focus();
  await expectFocusVisible(page, 'Table row');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('row', {name: /INV-2/})).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('rowheader', {name: 'INV-2'})).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('gridcell', {name: 'Contoso'})).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  const customer = page.getByRole('columnheader', {name: 'Customer'});
  await expect(customer).toBeFocused();
  await expectFocusVisible(page, 'Table column header');
  await page.keyboard.press('Enter');
  await expect(customer).toHaveAttribute('aria-sort', 'ascending');
  await expect(page.getByRole('row').nth(1)).toContainText('Contoso');
  await page.keyboard.press('Enter');
  await expect(customer).toHaveAttribute('aria-sort', 'descending');
  await expect(page.getByRole('row').nth(1)).toContainText('Northwind');

  // DatePicker (the APG date picker dialog): digits fill the segments; the button opens the
  // calendar with focus on the chosen day, arrows move, Enter picks and closes, focus comes back.
  const month = page.getByRole('spinbutton', {name: /month/i});
  await month.focus();
  await expectFocusVisible(page, 'Date segment');
  await page.keyboard.type('06152027');
  await expect(page.getByText('Due: 2027-06-15')).toBeVisible();
  const calendarButton = page.getByRole('button', {name: /Calendar/});
  await calendarButton.focus();
  await expectFocusVisible(page, 'Calendar button');
  await page.keyboard.press('Enter');
  const calendar = page.getByRole('dialog');
  await expect(calendar.getByRole('grid')).toBeVisible();
  await expect(calendar.getByRole('button', {name: /June 15, 2027/})).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(calendar.getByRole('button', {name: /June 16, 2027/})).toBeFocused();
  await expectFocusVisible(page, 'Calendar day');
  await page.keyboard.press('Enter');
  await expect(calendar).toBeHidden();
  await expect(page.getByText('Due: 2027-06-16')).toBeVisible();
  await expect(calendarButton).toBeFocused();
});

test('should pass axe in light and in dark, dark switched on as the Installation page says', async ({
  page,
}) => {
  server ??= await serveDirectory(path.join(npmApp, 'dist'));
  const body = page.locator('body');
  await page.emulateMedia({colorScheme: 'light'});
  await page.goto(server.url);

  for (const [scheme, background] of [
    ['light', LIGHT_BACKGROUND],
    ['dark', DARK_BACKGROUND],
  ] as const) {
    // The page's snippet follows the system setting, also when it changes after the app started.
    await switchTheme(page, scheme);
    await expect(body).toHaveCSS('background-color', background);
    await expectNoAxeViolations(page, `in ${scheme}`);
    await page.getByRole('button', {name: 'Actions'}).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menu')).toBeVisible();
    await expectNoAxeViolations(page, `in ${scheme} with the menu open`);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toBeHidden();
  }
});

test('should switch with the class dark, and back inside it with data-theme or the class light', async ({
  page,
}) => {
  server ??= await serveDirectory(path.join(npmApp, 'dist'));
  await page.emulateMedia({colorScheme: 'light'});
  await page.goto(server.url);
  // Each theme sets its colour scheme along with its tokens; the template's own is `light dark`.
  const body = page.locator('body');
  const main = page.getByRole('main');
  await page.evaluate(() => {
    document.documentElement.removeAttribute('data-theme');
    document.body.classList.add('dark');
  });
  await expect(body).toHaveCSS('color-scheme', 'dark');
  await expect(body).toHaveCSS('background-color', DARK_BACKGROUND);
  await expect(main).toHaveCSS('color-scheme', 'dark');
  await main.evaluate((element) => element.setAttribute('data-theme', 'light'));
  await expect(main).toHaveCSS('color-scheme', 'light');
  await main.evaluate((element) => {
    element.removeAttribute('data-theme');
    element.classList.add('light');
  });
  await expect(main).toHaveCSS('color-scheme', 'light');
  await expect(body).toHaveCSS('color-scheme', 'dark');
});

test('should leave the theme to the app: no system-setting query and no stored choice', () => {
  const dist = path.join(npmApp, 'node_modules', PACKAGE, 'dist');
  const files = fs.readdirSync(dist, {recursive: true, encoding: 'utf8'});
  const offending = files.filter((file) => {
    if (!/\.(js|css)$/.test(file)) return false;
    return /prefers-color-scheme|matchMedia|localStorage|sessionStorage/.test(
      fs.readFileSync(path.join(dist, file), 'utf8'),
    );
  });
  expect(files).toContain('styles.css');
  expect(offending).toEqual([]);
});

test('should ship at most a quarter of the JavaScript of every component, and no date code, in an app that imports only Button', async () => {
  const gzipped: Record<string, number> = {};
  for (const probe of ['button-only', 'everything']) {
    const outDir = path.join(work, 'size', probe);
    const build = await runCommand('node_modules/.bin/vite build --config vite.size.config.ts', {
      cwd: npmApp,
      env: {...env, SIZE_ENTRY: `src/size/${probe}.tsx`, SIZE_OUT_DIR: outDir},
    });
    expect(directiveWarnings(build.output)).toEqual([]);
    // React stays out of the count: the probe imports it from outside the bundle.
    const bundle = fs
      .readdirSync(path.join(outDir, 'assets'))
      .map((file) => fs.readFileSync(path.join(outDir, 'assets', file), 'utf8'))
      .join('\n');
    expect(bundle).toMatch(/from\s*["']react-dom\/client["']/);
    gzipped[probe] = gzippedJavaScriptBytes(outDir);
    // The calendars of @internationalized/date name themselves ("gregory", "japanese"): an app
    // without date components must not carry them (a boolean: the bundle is too long to print).
    const dateCode = /[`"'](gregory|japanese)[`"']/.test(bundle);
    if (probe === 'button-only') expect(dateCode, 'date code in an app of Button only').toBe(false);
    else expect(dateCode, 'the date code the probe looks for, in an app of everything').toBe(true);
  }
  const buttonOnly = gzipped['button-only']!;
  const everything = gzipped.everything!;
  const summary =
    `Button only ${(buttonOnly / 1000).toFixed(1)} kB gzip, every component ` +
    `${(everything / 1000).toFixed(1)} kB gzip (react and react-dom excluded): ` +
    `ratio ${(buttonOnly / everything).toFixed(2)}`;
  console.log(summary);
  test.info().annotations.push({type: 'bundle size', description: summary});
  expect(buttonOnly).toBeLessThanOrEqual(everything / 4);
});

for (const manager of OTHER_PACKAGE_MANAGERS) {
  test(`should install with the ${manager} tab, type-check strictly and build`, async () => {
    const app = await installAndBuild(manager);
    fs.rmSync(app, {recursive: true, force: true});
  });
}

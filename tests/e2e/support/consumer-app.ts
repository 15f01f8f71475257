// A reader's app: Vite's react-ts template, made as Vite's docs say, with the Installation page's
// snippets placed where the page says and the test's fixtures (fixtures/consumer-app) added.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type {InstallationPage} from './installation-page';
import {runCommand} from './run-command';

const FIXTURES = path.resolve(__dirname, '../fixtures/consumer-app');

/** Fixture → where it goes in the app. */
const FIXTURE_FILES: Record<string, string> = {
  'App.tsx': 'src/App.tsx',
  'strict-mode.ts': 'src/strict-mode.ts',
  'button-only.tsx': 'src/size/button-only.tsx',
  'everything.tsx': 'src/size/everything.tsx',
  'vite.size.config.ts': 'vite.size.config.ts',
};

/** Runs create-vite without prompts in `dir`; returns the new app's folder (no dependencies yet). */
export async function scaffoldViteApp(dir: string, env: NodeJS.ProcessEnv): Promise<string> {
  await runCommand('npm create vite@latest my-app -- --template react-ts --no-interactive', {
    cwd: dir,
    env,
  });
  return path.join(dir, 'my-app');
}

/**
 * Copies the scaffold to `target` and adds what the Installation page says, read from the page:
 * code with exports is a module the app renders (src/installation/), code without is run where the
 * app starts (top of src/main.tsx), CSS goes in the global stylesheet (src/index.css).
 */
export function createReaderApp(scaffold: string, target: string, page: InstallationPage): string {
  fs.cpSync(scaffold, target, {recursive: true});
  const file = (relative: string) => path.join(target, relative);
  const startup: string[] = [];
  fs.mkdirSync(file('src/installation'));
  page.snippets.forEach(({section, language, code}, index) => {
    if ((language === 'tsx' || language === 'ts') && /^export /m.test(code)) {
      fs.writeFileSync(file(`src/installation/snippet-${index + 1}.${language}`), code);
    } else if (language === 'tsx' || language === 'ts') {
      startup.push(code);
    } else if (language === 'css') {
      fs.appendFileSync(file('src/index.css'), `\n${code}`);
    } else {
      throw new Error(
        `The Installation page has a ${language || 'plain'} code block under #${section} that the ` +
          'install test does not run: show only code the test runs, or teach createReaderApp where it goes.',
      );
    }
  });
  const main = fs.readFileSync(file('src/main.tsx'), 'utf8');
  fs.writeFileSync(file('src/main.tsx'), [...startup, main].join('\n'));
  fs.mkdirSync(file('src/size'));
  for (const [fixture, destination] of Object.entries(FIXTURE_FILES)) {
    fs.copyFileSync(path.join(FIXTURES, fixture), file(destination));
  }
  return target;
}

/** Gzipped bytes of every JavaScript file under `dir`. */
export function gzippedJavaScriptBytes(dir: string): number {
  return fs
    .readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .filter((name) => name.endsWith('.js'))
    .reduce((total, name) => {
      const source = fs.readFileSync(path.join(dir, name));
      return total + zlib.gzipSync(source, {level: 9}).length;
    }, 0);
}

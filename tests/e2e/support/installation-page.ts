// Reads the Installation page as a reader sees it in the production build: the command each
// package-manager tab shows once clicked, and every other code block with its language, in page
// order. The install test runs exactly these, so the page cannot drift from what works.
import {expect, type Page} from '@playwright/test';
import {expectHydrated} from './fixtures';

export const INSTALLATION_PATH = '/docs/getting-started/installation';

export interface CodeSnippet {
  /** The id of the h2 the block sits under, e.g. `use-a-component`. */
  section: string;
  language: string;
  code: string;
}

export interface InstallationPage {
  /** Tab label → the command shown in its panel, e.g. `npm` → `npm install @tessera-ui/react`. */
  installCommands: Record<string, string>;
  /** Every code block outside the tabs. */
  snippets: CodeSnippet[];
}

export async function readInstallationPage(page: Page): Promise<InstallationPage> {
  await page.goto(INSTALLATION_PATH);
  // Tabs switch only once React has hydrated the page.
  await expectHydrated(page);
  const installCommands: Record<string, string> = {};
  for (const label of await page.getByRole('tab').allInnerTexts()) {
    const tab = page.getByRole('tab', {name: label, exact: true});
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    installCommands[label] = (await page.getByRole('tabpanel').locator('code').innerText()).trim();
  }

  const snippets = await page.locator('.theme-doc-markdown').evaluate((markdown) => {
    const found: {section: string; language: string; code: string}[] = [];
    let section = '';
    for (const element of markdown.querySelectorAll('h2, pre')) {
      if (element.tagName === 'H2') {
        section = element.id;
      } else if (!element.closest('[role="tabpanel"]')) {
        const language = /\blanguage-(\S+)/.exec(element.className)?.[1] ?? '';
        const code = (element as HTMLElement).innerText.replace(/\n+$/, '');
        found.push({section, language, code: `${code}\n`});
      }
    }
    return found;
  });
  return {installCommands, snippets};
}

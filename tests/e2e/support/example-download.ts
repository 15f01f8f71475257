// Downloads an example's project from a docs page as a reader does: the Language switch first,
// then "Download project", in that example's own toolbar.
import fs from 'node:fs';
import type {Locator, Page} from '@playwright/test';
import {expect} from './fixtures';

export type Language = 'ts' | 'js';

export const LANGUAGE_LABELS: Record<Language, string> = {ts: 'TypeScript', js: 'JavaScript'};

export interface ExampleDownload {
  language: Language;
  /** The suggested file name (`<slug>.zip`). */
  fileName: string;
  archive: Uint8Array;
  /** The code the example showed when the reader clicked, as its code box's text. */
  shownCode: string;
}

/** The example whose editor is named `Edit code: {title}`. */
export function exampleBlock(page: Page, title: string): Locator {
  return page
    .getByTestId('example')
    .filter({has: page.getByRole('textbox', {name: `Edit code: ${title}`, exact: true})})
    .first();
}

/** The preview's text, without what is hidden from assistive technology. */
export function visibleText(root: Locator): Promise<string> {
  return root.evaluate((element) => {
    const copy = element.cloneNode(true) as Element;
    for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
    return (copy.textContent ?? '').replace(/\s+/g, ' ').trim();
  });
}

const normalise = (code: string) => code.replace(/\u00a0/g, ' ').replace(/\s+$/, '');

/** Chooses `language` in the example's Language switch and waits until its code shows. */
export async function chooseLanguage(block: Locator, language: Language): Promise<void> {
  const choice = block
    .getByRole('group', {name: 'Language'})
    .getByRole('button', {name: LANGUAGE_LABELS[language], exact: true});
  await choice.click();
  // The switch shows the language once its code has loaded, not when it is clicked.
  await expect(choice).toHaveAttribute('aria-pressed', 'true');
}

/** Chooses `language` in the example's switch and downloads its project. */
export async function downloadExample(
  page: Page,
  block: Locator,
  language: Language,
): Promise<ExampleDownload> {
  await chooseLanguage(block, language);
  const shownCode = normalise(await block.getByTestId(/^example-(code|editor)$/).innerText());
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    block.getByRole('button', {name: 'Download project', exact: true}).click(),
  ]);
  const file = await download.path();
  return {
    language,
    fileName: download.suggestedFilename(),
    archive: new Uint8Array(fs.readFileSync(file)),
    shownCode,
  };
}

export {normalise as normaliseCode};

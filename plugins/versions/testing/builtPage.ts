// Reads pages of a production build the way a reader sees them: props table rows by caption,
// code blocks, the release line.
import fs from 'node:fs';
import path from 'node:path';
import {JSDOM} from 'jsdom';

export interface BuiltPage {
  document: Document;
  /** Row header text of each row of the table captioned `caption` ("Button props"). */
  propRows(caption: string): string[];
  /** Text of every code block on the page. */
  codeBlocks(): string[];
  text(): string;
}

export function readBuiltPage(buildDir: string, urlPath: string): BuiltPage {
  const html = fs.readFileSync(path.join(buildDir, `${urlPath}.html`), 'utf8');
  const {document} = new JSDOM(html).window;
  const clean = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();
  return {
    document,
    propRows(caption) {
      const table = [...document.querySelectorAll('table')].find(
        (candidate) => clean(candidate.querySelector('caption')?.textContent ?? '') === caption,
      );
      if (!table) throw new Error(`${urlPath} has no table captioned "${caption}".`);
      return [...table.querySelectorAll('th[scope="row"]')].map((cell) => clean(cell.textContent));
    },
    codeBlocks() {
      return [...document.querySelectorAll('pre')].map((block) => block.textContent ?? '');
    },
    text() {
      return clean(document.querySelector('main')?.textContent ?? '');
    },
  };
}

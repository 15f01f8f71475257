// Freezes the examples: each `<Example of={X} />` becomes a static code block holding X's source as
// it is at the cut, with one note per page saying why it is not live. A live example would run the
// current library (the site builds only that one), so a frozen page would silently show the next
// version's behaviour under the old code; static code is what the version shipped, word for word.
import fs from 'node:fs';
import path from 'node:path';
import {toDisplaySource} from '../../../src/components/Example/source';
import {listFiles, rewritePages} from './files';
import type {FreezeHook} from './types';

const EXAMPLE = /^<Example of=\{(\w+)\} title="([^"]*)" \/>$/;
const EXAMPLE_IMPORT = /^import (\w+) from '(\.\/examples\/[^']+\.tsx)';\n/gm;
const EXAMPLE_COMPONENT_IMPORT = "import Example from '@site/src/components/Example';\n";
const NOTE_IMPORT = "import StaticExamplesNote from '@site/src/components/StaticExamplesNote';\n";
const NOTE = '<StaticExamplesNote />';

/** A fence longer than any run of backticks in the code. */
function fenceFor(code: string): string {
  const longest = Math.max(2, ...[...code.matchAll(/`+/g)].map((run) => run[0].length));
  return '`'.repeat(longest + 1);
}

/**
 * The page with every `<Example of={X} title="…" />` replaced by X's source in a ```tsx block
 * titled like the example. `readExample` reads an import specifier relative to the page.
 */
export function staticExamples(
  source: string,
  readExample: (specifier: string) => string,
  where: string,
): string {
  const imports = new Map(
    [...source.matchAll(EXAMPLE_IMPORT)].map((match) => [match[1]!, match[2]!]),
  );
  let replaced = 0;
  const lines = source.split('\n').map((line, index) => {
    if (!line.startsWith('<Example')) return line;
    const match = EXAMPLE.exec(line);
    const specifier = match && imports.get(match[1]!);
    if (!match || !specifier) {
      throw new Error(
        `${where}:${index + 1}: cannot freeze this example; write it on one line as <Example of={Name} title="…" /> with Name imported from './examples/….tsx'.`,
      );
    }
    const code = toDisplaySource(readExample(specifier));
    const fence = fenceFor(code);
    const note = replaced++ === 0 ? `${NOTE}\n\n` : '';
    return `${note}${fence}tsx title="${match[2]}"\n${code}\n${fence}`;
  });
  if (replaced === 0) return source;
  const body = lines.join('\n').replace(EXAMPLE_IMPORT, '');
  if (body.includes(EXAMPLE_COMPONENT_IMPORT)) {
    return body.replace(EXAMPLE_COMPONENT_IMPORT, NOTE_IMPORT);
  }
  const frontMatter = /^---\n[\s\S]*?\n---\n/.exec(body)?.[0] ?? '';
  return `${frontMatter}${NOTE_IMPORT}${body.slice(frontMatter.length)}`;
}

export const freezeExamples: FreezeHook = {
  name: 'examples',
  summary:
    'examples → static highlighted code in the frozen pages, with a note; example files removed',
  async run({siteDir, docsDir}) {
    const changed = rewritePages(siteDir, docsDir, (source, file) =>
      staticExamples(
        source,
        (specifier) =>
          fs.readFileSync(path.resolve(path.dirname(path.join(siteDir, file)), specifier), 'utf8'),
        file,
      ),
    );
    // The example modules and their tests now live in the pages; left as .tsx they would be
    // type-checked against the current library, which they no longer document.
    const removed = [
      ...listFiles(path.join(docsDir, 'components/examples'), () => true),
      ...listFiles(docsDir, (name) => /\.test\.tsx?$/.test(name)),
    ];
    fs.rmSync(path.join(docsDir, 'components/examples'), {recursive: true, force: true});
    for (const file of removed) fs.rmSync(file, {force: true});
    return [...changed, ...[...new Set(removed)].map((file) => path.relative(siteDir, file))];
  },
};

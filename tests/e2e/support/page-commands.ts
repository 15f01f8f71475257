// The commands the docs show, read from the MDX so tests run exactly what a reader copies: the
// `cli` tab of every PackageManagerTabs, and the bash blocks of a page.
import fs from 'node:fs';
import path from 'node:path';
import {installCommand} from '../../../src/components/PackageManagerTabs/commands';

const docs = path.resolve(__dirname, '../../../docs');

function mdxFiles(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'examples' ? [] : mdxFiles(full);
    return entry.name.endsWith('.mdx') ? [full] : [];
  });
}

/** Every distinct `cli` tab command on the current docs' pages, in page order. */
export function cliTabCommands(): string[] {
  const commands = mdxFiles(docs)
    .sort()
    .flatMap((file) =>
      [...fs.readFileSync(file, 'utf8').matchAll(/<PackageManagerTabs\b([^>]*)\/>/g)].map(
        (match) => {
          const component = /component="([^"]+)"/.exec(match[1]!)?.[1];
          return installCommand('cli', component);
        },
      ),
    );
  return [...new Set(commands)];
}

/** The fenced code blocks of one language on a page, in order. */
export function codeBlocks(page: string, language: string): string[] {
  const source = fs.readFileSync(path.join(docs, page), 'utf8');
  return [
    ...source.matchAll(new RegExp('^```' + language + '(?: [^\\n]*)?\\n([\\s\\S]*?)^```', 'gm')),
  ].map((match) => match[1]!.trimEnd());
}

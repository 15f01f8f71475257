// A showcase's source, highlighted at build time as doc pages' code is (plugins/code-tokens), so
// the page ships no Prism: the server renders the code coloured, and the browser keeps that HTML.
import {codeBlockTokens} from '../../code-tokens/codeBlockTokens';
import {DEFAULT_MAGIC_COMMENTS} from '../../code-tokens/magicComments';
import {createSiteTokenizer} from '../../code-tokens/siteTokenizer';
import type {Tokenize} from '../../code-tokens/tokenize';

let tokenize: Tokenize | undefined;

/** The tokens of `source` as the page's code block shows it (TSX), serialized for CodeBlock. */
export function sourceTokens(source: string): string {
  tokenize ??= createSiteTokenizer();
  return codeBlockTokens(tokenize, source, {
    language: 'tsx',
    magicComments: DEFAULT_MAGIC_COMMENTS,
  });
}

// The tokens of a code block as the theme's CodeBlock shows it: without its magic-comment lines and
// its last line break, highlighted. Every build-time step that colours such a block goes through
// here, so its tokens always spell the text the block displays.
import {stripMagicComments, type MagicCommentConfig} from './magicComments';
import {serializedTokens, type Tokenize} from './tokenize';

export function codeBlockTokens(
  tokenize: Tokenize,
  code: string,
  {
    language,
    metastring,
    magicComments,
  }: {language: string; metastring?: string | null; magicComments: MagicCommentConfig[]},
): string {
  return serializedTokens(
    tokenize,
    stripMagicComments(code, {metastring, language, magicComments}),
    language,
  );
}

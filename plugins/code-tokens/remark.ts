// remark plugin: highlights code at build time, so pages ship tokens instead of Prism.
//   ```lang (fenced code)         → `tokens` on the code element, read by CodeBlock/Content/String
//   ```tsx live                   → `tokens` for LiveCodeBlock's Example, until the editor loads
//   <Example source="…" />        → adds tokens="…" for the displayed source (run after remark-site-data,
//                                   which injects `source`)
//   <PackageManagerTabs … />      → adds tokens="…" for each install command
import {toDisplaySource} from '../../src/components/Example/source';
import {installCommand, managersFor} from '../../src/components/PackageManagerTabs/commands';
import {
  attributeText,
  getAttribute,
  isJsxElement,
  setStringAttribute,
  walk,
  type MdxNode,
} from '../remark-site-data/mdast';
import {codeBlockTokens} from './codeBlockTokens';
import {DEFAULT_MAGIC_COMMENTS, type MagicCommentConfig} from './magicComments';
import {SITE_TOKENIZER_OPTIONS} from './siteTokenizer';
import {createTokenizer, serializedTokens, type TokenizerOptions} from './tokenize';

export interface CodeTokensOptions extends Partial<TokenizerOptions> {
  /** themeConfig.prism.magicComments. @default Docusaurus' highlight-next-line/start/end */
  magicComments?: MagicCommentConfig[];
  /** themeConfig.prism.defaultLanguage. @default 'text' (as CodeBlock) */
  defaultLanguage?: string;
}

type Node = MdxNode & {
  lang?: string | null;
  meta?: string | null;
  value?: string;
  data?: {hProperties?: Record<string, unknown>};
};

/** The value of `name={['a', 'b']}` when it is an array of string literals. */
function stringArray(node: MdxNode, name: string): string[] | undefined {
  const value = getAttribute(node, name)?.value as
    {data?: {estree?: {body: {expression?: {type: string; elements?: unknown[]}}[]}}} | undefined;
  const expression = value?.data?.estree?.body[0]?.expression;
  if (expression?.type !== 'ArrayExpression') return undefined;
  const items = (expression.elements ?? []).map((element) => (element as {value?: unknown}).value);
  return items.every((item) => typeof item === 'string') ? (items as string[]) : undefined;
}

export default function remarkCodeTokens(options: CodeTokensOptions = {}) {
  const tokenize = createTokenizer({
    themes: options.themes ?? SITE_TOKENIZER_OPTIONS.themes,
    additionalLanguages: options.additionalLanguages ?? SITE_TOKENIZER_OPTIONS.additionalLanguages,
  });
  const magicComments = options.magicComments ?? DEFAULT_MAGIC_COMMENTS;
  const tokensOf = (code: string, language: string) => serializedTokens(tokenize, code, language);

  return (tree: MdxNode): void => {
    walk(tree, (mdast) => {
      const node = mdast as Node;
      if (node.type === 'code' && typeof node.value === 'string') {
        const isLive = node.meta?.split(' ').includes('live') ?? false;
        // CodeBlock's language: the fence's, lower-cased, else the default (createCodeBlockMetadata).
        const language = node.lang?.toLowerCase() ?? options.defaultLanguage ?? 'text';
        // MDX hands CodeBlock `value + '\n'`; live blocks show it without the break and unparsed.
        const tokens = isLive
          ? tokensOf(node.value, 'tsx')
          : codeBlockTokens(tokenize, `${node.value}\n`, {
              metastring: node.meta,
              language,
              magicComments,
            });
        node.data = {...node.data, hProperties: {...node.data?.hProperties, tokens}};
      } else if (isJsxElement(node, 'Example') && !getAttribute(node, 'tokens')) {
        const source = getAttribute(node, 'source')?.value;
        if (typeof source === 'string') {
          setStringAttribute(node, 'tokens', tokensOf(toDisplaySource(source), 'tsx'));
        }
      } else if (isJsxElement(node, 'PackageManagerTabs') && !getAttribute(node, 'tokens')) {
        const component = attributeText(node, 'component');
        const version = attributeText(node, 'version');
        const extra = getAttribute(node, 'extra') ? stringArray(node, 'extra') : [];
        if (!extra) return;
        const tokens = Object.fromEntries(
          managersFor(version).map((manager) => [
            manager,
            tokensOf(installCommand(manager, component, extra, version), 'bash'),
          ]),
        );
        setStringAttribute(node, 'tokens', JSON.stringify(tokens));
      }
    });
  };
}

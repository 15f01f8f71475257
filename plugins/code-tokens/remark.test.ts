import type {MdxNode} from '../remark-site-data/mdast';
import remarkCodeTokens from './remark';

interface CodeNode extends MdxNode {
  lang: string | null;
  meta: string | null;
  value: string;
  data?: MdxNode['data'] & {hProperties?: Record<string, unknown>};
}

function code(lang: string | null, value: string, meta: string | null = null): CodeNode {
  return {type: 'code', lang, meta, value};
}

const run = (...children: MdxNode[]) => remarkCodeTokens()({type: 'root', children});
const tokensOf = (node: CodeNode) => node.data?.hProperties?.tokens;
const attribute = (node: MdxNode, name: string) =>
  node.attributes?.find((item) => item.name === name)?.value;

describe('remark-code-tokens', () => {
  it('should attach the tokens of a fenced block to its code element', () => {
    const node = code('tsx', 'const a = <b c="d" />;');
    run(node);
    expect(tokensOf(node)).toBe(
      '{"t":["keyword","plain","tag","attr-name","attr-value"],' +
        '"l":[[0,"const",1," a = <",2,"b ",3,"c",1,"=\\"",4,"d",1,"\\" />;"]]}',
    );
  });

  it('should keep the metastring and other properties of the code element', () => {
    const node = code('ts', 'let a;', 'title="a.ts"');
    node.data = {hProperties: {metastring: 'title="a.ts"'}};
    run(node);
    expect(node.data?.hProperties?.metastring).toBe('title="a.ts"');
    expect(tokensOf(node)).toBe('{"t":["keyword","plain"],"l":[[0,"let",1," a;"]]}');
  });

  it('should tokenise the code without its magic comments, as CodeBlock shows it', () => {
    const node = code('js', '// highlight-next-line\nx;\n// highlight-start\ny;\n// highlight-end');
    run(node);
    expect(tokensOf(node)).toBe('{"t":["plain"],"l":[[0,"x;"],[0,"y;"]]}');
  });

  it('should keep magic comments when the metastring gives the highlighted lines', () => {
    const node = code('js', '// highlight-next-line\nx;', '{2}');
    run(node);
    expect(tokensOf(node)).toBe(
      '{"t":["comment","plain"],"l":[[0,"// highlight-next-line"],[1,"x;"]]}',
    );
  });

  it('should highlight bash, an additional language', () => {
    const node = code('bash', 'npm install x\n\n# done');
    run(node);
    expect(tokensOf(node)).toBe(
      '{"t":["function","plain","comment"],"l":[[0,"npm install",1," x"],[1,"\\n"],[1,"",2,"# done"]]}',
    );
  });

  it('should give a block without a language or grammar plain lines', () => {
    const plain = code(null, 'a < b');
    const unknown = code('klingon', 'a < b');
    run(plain, unknown);
    expect(tokensOf(plain)).toBe('{"t":["plain"],"l":[[0,"a < b"]]}');
    expect(tokensOf(unknown)).toBe('{"t":["plain"],"l":[[0,"a < b"]]}');
  });

  it('should tokenise a live block as the tsx its editor shows, magic comments included', () => {
    const node = code('jsx', '// highlight-next-line\n<p />', 'live');
    run(node);
    expect(tokensOf(node)).toBe(
      '{"t":["comment","plain","tag"],"l":[[0,"// highlight-next-line"],[1,"<",2,"p ",1,"/>"]]}',
    );
  });

  it('should add tokens of the displayed source to an Example', () => {
    const example: MdxNode = {
      type: 'mdxJsxFlowElement',
      name: 'Example',
      attributes: [
        {
          type: 'mdxJsxAttribute',
          name: 'source',
          value: "import {Button} from '@tessera-ui/react';\n",
        },
      ],
    };
    run(example);
    expect(attribute(example, 'tokens')).toBe(
      '{"t":["keyword","plain","imports maybe-class-name","string"],' +
        '"l":[[0,"import ",1,"{",2,"Button",1,"} ",0,"from ",3,"\'@tessera-ui/react\'",1,";"]]}',
    );
  });

  it('should add tokens per package manager to PackageManagerTabs', () => {
    const tabs: MdxNode = {
      type: 'mdxJsxFlowElement',
      name: 'PackageManagerTabs',
      attributes: [{type: 'mdxJsxAttribute', name: 'component', value: 'card'}],
    };
    run(tabs);
    const tokens = JSON.parse(String(attribute(tabs, 'tokens'))) as Record<string, string>;
    expect(Object.keys(tokens)).toEqual(['cli', 'pnpm', 'npm', 'yarn', 'bun']);
    expect(tokens.cli).toBe(
      '{"t":["plain","function"],"l":[[0,"npx tessera-ui@latest ",1,"add",0," card"]]}',
    );
    expect(tokens.pnpm).toBe(
      '{"t":["function","plain"],"l":[[0,"pnpm add",1," @tessera-ui/react"]]}',
    );
  });

  it('should tokenize the pinned commands of a frozen page, without the CLI', () => {
    const tabs: MdxNode = {
      type: 'mdxJsxFlowElement',
      name: 'PackageManagerTabs',
      attributes: [
        {type: 'mdxJsxAttribute', name: 'component', value: 'card'},
        {type: 'mdxJsxAttribute', name: 'version', value: '2'},
      ],
    };
    run(tabs);
    const tokens = JSON.parse(String(attribute(tabs, 'tokens'))) as Record<string, string>;
    expect(Object.keys(tokens)).toEqual(['pnpm', 'npm', 'yarn', 'bun']);
    expect(tokens.npm).toContain('@tessera-ui/react@2');
  });

  it('should read extra packages from an array literal', () => {
    const tabs: MdxNode = {
      type: 'mdxJsxFlowElement',
      name: 'PackageManagerTabs',
      attributes: [extraAttribute({type: 'ArrayExpression', elements: [{value: 'x-y'}]})],
    };
    run(tabs);
    const tokens = JSON.parse(String(attribute(tabs, 'tokens'))) as Record<string, string>;
    expect(tokens.bun).toBe(
      '{"t":["plain","function"],"l":[[0,"bun ",1,"add",0," @tessera-ui/react x-y"]]}',
    );
  });

  it('should leave PackageManagerTabs to plain text when extra is not a literal', () => {
    const tabs: MdxNode = {
      type: 'mdxJsxFlowElement',
      name: 'PackageManagerTabs',
      attributes: [extraAttribute({type: 'Identifier'})],
    };
    run(tabs);
    expect(attribute(tabs, 'tokens')).toBeUndefined();
  });
});

function extraAttribute(expression: object): NonNullable<MdxNode['attributes']>[number] {
  const value = {
    type: 'mdxJsxAttributeValueExpression' as const,
    value: '…',
    data: {estree: {body: [{type: 'ExpressionStatement', expression}]}},
  };
  return {type: 'mdxJsxAttribute', name: 'extra', value};
}

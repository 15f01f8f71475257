import {Suspense, use, type ReactNode} from 'react';
// The code block itself, not the theme's CodeBlock around it: that one remounts its block once
// hydrated (for Prism's inline colours, which this block draws with classes), and a remounted
// block would render the code in the browser, with tokens the browser would have to fetch.
import CodeBlock from '@theme/CodeBlock/Content/String';
import {useServerHtml} from '@site/src/islands/ServerHtml/useServerHtml';
import type {ShowcaseDemoModule} from '../../types';

interface SourceProps {
  code: string;
  title: string;
  demo: ShowcaseDemoModule;
}

/** Each showcase's tokens, fetched once; plain code (no tokens) if their chunk cannot be had. */
const fetched = new WeakMap<ShowcaseDemoModule, Promise<string | undefined>>();

function tokensOf(demo: ShowcaseDemoModule): Promise<string | undefined> {
  let tokens = fetched.get(demo);
  if (!tokens) fetched.set(demo, (tokens = demo.loadTokens().catch(() => undefined)));
  return tokens;
}

function Block({code, title, tokens}: Omit<SourceProps, 'demo'> & {tokens?: string}): ReactNode {
  return (
    <CodeBlock language="tsx" title={title} tokens={tokens}>
      {code}
    </CodeBlock>
  );
}

function FetchedBlock({demo, ...props}: SourceProps): ReactNode {
  return <Block {...props} tokens={use(tokensOf(demo))} />;
}

/**
 * The showcase's source, coloured. The server colours it with the build's tokens, and a served page
 * keeps the server's code (CodeBlock's lines are server HTML), so hydrating needs no tokens and
 * fetches none. After a client-side navigation the browser renders the code itself: plain until
 * the tokens' chunk arrives, then coloured, the same text in the same place.
 */
export default function Source(props: SourceProps): ReactNode {
  const {id, fromServer} = useServerHtml();
  const {demo} = props;
  return (
    // CollapsibleCode measures its first child: this div stays while the block inside changes.
    <div id={id}>
      {demo.tokens !== undefined || fromServer ? (
        <Block {...props} tokens={demo.tokens} />
      ) : (
        <Suspense fallback={<Block {...props} />}>
          <FetchedBlock {...props} />
        </Suspense>
      )}
    </div>
  );
}

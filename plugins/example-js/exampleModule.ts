import {toDisplaySource} from '../../src/components/Example/source';
import {createSiteTokenizer} from '../code-tokens/siteTokenizer';
import {serializedTokens} from '../code-tokens/tokenize';
import {toJavaScript} from './toJavaScript';

// The same themes and languages as plugins/code-tokens' remark step, which highlights the
// TypeScript: both versions of an example are coloured alike.
const tokenize = createSiteTokenizer();

/**
 * The file `require('./example.tsx?example-js')` is the URL of, as JSON: the example as
 * JavaScript, as shown, and its tokens (what Example fetches from its `jsUrl`).
 */
export async function exampleModule(source: string, file: string): Promise<string> {
  const javaScript = toDisplaySource(await toJavaScript(source, file));
  const tokens = serializedTokens(tokenize, javaScript, 'tsx');
  return JSON.stringify({source: javaScript, tokens});
}

// The showcase's source in its three renders: on the server, hydrating the page the server sent,
// and in the browser's own render after a client-side navigation.
import {act, type ReactNode} from 'react';
import {createRoot, hydrateRoot, type Root} from 'react-dom/client';
import {renderToString} from 'react-dom/server';
import ServerHtml from '@site/src/islands/ServerHtml';
import type {ShowcaseDemoModule} from '../../types';
import Source from './Source';

// As the site's code block: its code is server HTML (kept as served), coloured by the tokens.
jest.mock(
  '@theme/CodeBlock/Content/String',
  () => ({
    __esModule: true,
    default: ({tokens, children}: {tokens?: string; children: ReactNode}) => (
      <pre>
        <ServerHtml as="code">
          <span className={tokens ?? 'plain'}>{children}</span>
        </ServerHtml>
      </pre>
    ),
  }),
  {virtual: true},
);

(globalThis as {IS_REACT_ACT_ENVIRONMENT?: boolean}).IS_REACT_ACT_ENVIRONMENT = true;

const code = 'export default function SignIn() {}';
const title = 'showcase/demos/sign-in.tsx';

function demoModule(tokens: string | undefined, loaded = 'fetched tokens'): ShowcaseDemoModule {
  return {
    load: jest.fn(),
    server: undefined,
    tokens,
    loadTokens: jest.fn(() => Promise.resolve(loaded)),
  };
}

let container: HTMLElement;
let root: Root | undefined;

beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container.remove();
});

/** The code as shown: its text, and the tokens that coloured it ('plain' without). */
const shown = () => container.querySelector('pre code span');

test("should colour the source with the build's tokens on the server", () => {
  const demo = demoModule('build tokens');
  container.innerHTML = renderToString(<Source code={code} title={title} demo={demo} />);
  expect(shown()).toHaveProperty('className', 'build tokens');
  expect(shown()?.textContent).toBe(code);
  expect(demo.loadTokens).not.toHaveBeenCalled();
});

test("should keep a served page's coloured code and fetch no tokens while hydrating it", async () => {
  container.innerHTML = renderToString(
    <Source code={code} title={title} demo={demoModule('build tokens')} />,
  );
  const served = shown();
  // In the browser's bundle the module has no tokens: they stay in the server build.
  const demo = demoModule(undefined);
  await act(async () => {
    root = hydrateRoot(container, <Source code={code} title={title} demo={demo} />, {
      onRecoverableError: (error) => {
        throw error;
      },
    });
  });
  expect(demo.loadTokens).not.toHaveBeenCalled();
  expect(shown()).toBe(served);
  expect(shown()).toHaveProperty('className', 'build tokens');
});

test('should show the code plain, then coloured once its tokens arrive, after a client-side navigation', async () => {
  let arrive: (tokens: string) => void = () => undefined;
  const demo = demoModule(undefined);
  demo.loadTokens = jest.fn(() => new Promise<string>((resolve) => (arrive = resolve)));
  root = createRoot(container);
  await act(async () => root!.render(<Source code={code} title={title} demo={demo} />));
  expect(shown()).toHaveProperty('className', 'plain');
  expect(shown()?.textContent).toBe(code);

  await act(async () => arrive('fetched tokens'));
  expect(shown()).toHaveProperty('className', 'fetched tokens');
  expect(demo.loadTokens).toHaveBeenCalledTimes(1);
});

test('should leave the code plain when its tokens cannot be fetched', async () => {
  const demo = demoModule(undefined);
  demo.loadTokens = jest.fn(() => Promise.reject(new Error('offline')));
  root = createRoot(container);
  await act(async () => root!.render(<Source code={code} title={title} demo={demo} />));
  expect(shown()).toHaveProperty('className', 'plain');
  expect(shown()?.textContent).toBe(code);
});

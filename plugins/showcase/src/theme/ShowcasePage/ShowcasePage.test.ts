// The page as the server build renders it (Node, so the demo island renders `demo.server`), with
// Docusaurus's theme and client modules replaced by plain elements (the factories run when
// ../index is imported, after react).
import {createElement, type ReactNode} from 'react';
import {renderToString} from 'react-dom/server';
import {sharedLoader} from '@site/src/islands/Island';
import type {ShowcaseDemoModule, ShowcasePageData} from '../../types';
import ShowcasePage from './index';

jest.mock(
  '@theme/Layout',
  () => ({__esModule: true, default: (p: {children: ReactNode}) => p.children}),
  {virtual: true},
);
jest.mock(
  '@theme/Heading',
  () => ({
    __esModule: true,
    default: ({as, ...props}: {as: string}) => createElement(as, props),
  }),
  {virtual: true},
);
jest.mock(
  '@theme/CodeBlock/Content/String',
  () => ({
    __esModule: true,
    default: (p: {children: ReactNode}) => createElement('pre', null, p.children),
  }),
  {virtual: true},
);
jest.mock(
  '@docusaurus/Link',
  () => ({
    __esModule: true,
    default: ({to, ...props}: {to: string}) => createElement('a', {href: to, ...props}),
  }),
  {virtual: true},
);
jest.mock('@docusaurus/Head', () => ({__esModule: true, default: () => null}), {virtual: true});
jest.mock(
  '@docusaurus/router',
  () => ({useLocation: () => ({search: ''}), useHistory: () => ({push: () => undefined})}),
  {virtual: true},
);
jest.mock('@docusaurus/useIsBrowser', () => ({__esModule: true, default: () => false}), {
  virtual: true,
});
jest.mock(
  '@docusaurus/useGlobalData',
  () => ({useAllPluginInstancesData: () => ({}), usePluginData: () => ({})}),
  {virtual: true},
);

function SignIn() {
  return createElement('button', {type: 'button'}, 'Sign in (sample)');
}

const page: ShowcasePageData = {
  showcase: {
    name: 'sign-in',
    title: 'Sign in',
    description: 'A sign-in form.',
    category: 'Forms',
    components: ['button'],
    permalink: '/showcase/sign-in',
    demoFile: 'showcase/demos/sign-in.tsx',
    source: 'export default function SignIn() {}',
  },
  components: [{name: 'button', title: 'Button', href: '/docs/components/button'}],
  indexPermalink: '/showcase',
};

describe('ShowcasePage on the server', () => {
  it('should render the demo as an island in the preview, without loading its code', () => {
    const demo: ShowcaseDemoModule = {
      load: jest.fn(),
      server: SignIn,
      tokens: undefined,
      loadTokens: jest.fn(),
    };
    const html = renderToString(createElement(ShowcasePage, {page, demo}));
    const preview = /<div class="preview" data-testid="showcase-preview">(.*?<\/div>)<\/div>/.exec(
      html,
    )?.[1];
    // The id comes from React's useId (its format is React's business): the browser looks the
    // island's server HTML up by it, so there must be one.
    const id = / id="([^"]+)"/.exec(preview ?? '')?.[1];
    expect(id).toBeTruthy();
    expect(preview?.replace(` id="${id}"`, ' id="…"')).toBe(
      '<div id="…" class="island" data-island=""><button type="button">Sign in (sample)</button></div>',
    );
    expect(demo.load).not.toHaveBeenCalled();
  });

  it('should load the demo module once, through the loader shared by the demo file', async () => {
    const demo: ShowcaseDemoModule = {
      load: jest.fn(() => Promise.resolve({default: SignIn})),
      server: SignIn,
      tokens: undefined,
      loadTokens: jest.fn(),
    };
    // Loaders outlive renders (client-side navigation reuses them): a file of its own.
    const other = {...page, showcase: {...page.showcase, demoFile: 'showcase/demos/other.tsx'}};
    renderToString(createElement(ShowcasePage, {page: other, demo}));
    const loader = sharedLoader(other.showcase.demoFile, () => Promise.reject(new Error('unused')));
    await expect(loader.load()).resolves.toBe(SignIn);
    await expect(loader.load()).resolves.toBe(SignIn);
    expect(demo.load).toHaveBeenCalledTimes(1);
  });
});

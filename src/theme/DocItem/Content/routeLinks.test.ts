import {isRoute, routeFor, type LinkClick} from './routeLinks';

// The shape Docusaurus generates: nested layout routes, leaves, and a catch-all "not found".
const routes = [
  {
    path: '/docs',
    routes: [
      {
        path: '/docs',
        routes: [
          {path: '/docs/components/button', exact: true},
          {path: '/docs/components/link', exact: true},
        ],
      },
    ],
  },
  {path: '/showcase', exact: true},
  {path: '*'},
];
const isPage = (pathname: string) => isRoute(pathname, routes);

describe('isRoute', () => {
  it.each([
    ['/docs/components/button', true],
    ['/docs/components/button/', true],
    ['/showcase', true],
    ['/docs', false],
    ['/docs/components/missing', false],
    ['/r/button.json', false],
    ['/showcase/checkout', false],
  ])('should say %s is a page: %s', (pathname, expected) => {
    expect(isPage(pathname)).toBe(expected);
  });
});

const HERE = 'https://tessera.test/docs/components/button';

function clickOn(
  href: string,
  attributes: Record<string, string> = {},
  init: Partial<LinkClick> = {},
) {
  const link = document.createElement('a');
  link.href = href;
  for (const [name, value] of Object.entries(attributes)) link.setAttribute(name, value);
  const text = document.createElement('span');
  link.append(text);
  return {
    target: text,
    defaultPrevented: false,
    button: 0,
    metaKey: false,
    ctrlKey: false,
    shiftKey: false,
    altKey: false,
    ...init,
  };
}

describe('routeFor', () => {
  it("should route a plain click on a link to one of the site's pages, keeping its hash", () => {
    expect(routeFor(clickOn('/docs/components/link#props'), HERE, isPage)).toBe(
      '/docs/components/link#props',
    );
  });

  it.each([
    ['a modifier key (new tab)', clickOn('/docs/components/link', {}, {metaKey: true})],
    ['a middle click', clickOn('/docs/components/link', {}, {button: 1})],
    [
      'a click something else handled',
      clickOn('/docs/components/link', {}, {defaultPrevented: true}),
    ],
    ['target=_blank', clickOn('/docs/components/link', {target: '_blank'})],
    ['a download', clickOn('/docs/components/link', {download: ''})],
    ['another origin', clickOn('https://example.com/docs/components/link')],
    ['a file that is not a page', clickOn('/r/button.json')],
    ['a jump within the page', clickOn('/docs/components/button#props')],
  ])('should leave %s to the browser', (_, click) => {
    expect(routeFor(click, HERE, isPage)).toBeNull();
  });

  it('should leave a click that is not on a link alone', () => {
    const paragraph = document.createElement('p');
    expect(routeFor({...clickOn('/x'), target: paragraph}, HERE, isPage)).toBeNull();
  });
});

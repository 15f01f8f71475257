import {createElement as h, isValidElement, type ReactElement} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {interactive, kindOf} from './kind';
import {findIslands, markIslands, MARK, outermostMarks} from './tree';

const Tabs = interactive(({children}: {children?: React.ReactNode}) =>
  h('div', {role: 'tablist'}, children),
);
const Code = interactive(({children}: {children?: React.ReactNode}) => h('pre', null, children));
const Note = ({children}: {children?: React.ReactNode}) => h('aside', null, children);
const isIsland = (type: unknown) => kindOf(type) !== undefined;

const page = h(
  'div',
  null,
  h('p', null, 'Prose'),
  h(Code, null, 'npm i'),
  h(Note, null, h('p', null, 'Inside a note'), h(Code, null, 'yarn add')),
  h(Tabs, null, h(Code, null, 'pnpm add')),
);

describe('The island tree of a page body', () => {
  it('should find the interactive elements in document order, not looking inside one', () => {
    const found = findIslands(page, isIsland);
    expect(
      found.map((element) => [element.type, (element.props as {children: unknown}).children]),
    ).toEqual([
      [Code, 'npm i'],
      [Code, 'yarn add'],
      [Tabs, expect.anything()],
    ]);
  });

  it("should mark each one in the server's HTML, and the outermost marks line up with them", () => {
    document.body.innerHTML = renderToStaticMarkup(markIslands(page, isIsland) as ReactElement);
    const marks = outermostMarks(document.body);
    expect(marks.map((mark) => mark.textContent)).toEqual(['npm i', 'yarn add', 'pnpm add']);
    // An island's inside is the island's own business: nothing in it is marked.
    expect(document.querySelectorAll(MARK)).toHaveLength(3);
    expect(document.querySelector('aside > p')?.textContent).toBe('Inside a note');
  });

  it('should leave a tree without islands as it is (the same objects)', () => {
    const plain = h('div', null, h('p', null, 'a'), h('p', null, 'b'));
    expect(markIslands(plain, isIsland)).toBe(plain);
    expect(findIslands(plain, isIsland)).toEqual([]);
  });

  it('should key the marks it puts in a list of children', () => {
    const marked = markIslands([h('p', null, 'a'), h(Code, null, 'b')], isIsland) as unknown[];
    expect(isValidElement(marked[1]) && marked[1].key).toBe('island-1');
  });
});

import {act, fireEvent, render, screen, waitFor} from '@testing-library/react';
import {useEffect, useState, type ReactNode} from 'react';
import {hydrateRoot, type Root} from 'react-dom/client';
import {renderToString} from 'react-dom/server';
import IslandBody from './IslandBody';
import {interactive} from './kind';
import {standInIdle, type IdleStandIn} from '../Island/testing/idle';

const Counter = interactive(function Counter({label}: {label: string}) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount((value) => value + 1)}>
      {label} {count}
    </button>
  );
});

let arrive: () => void = () => undefined;
const Slow = interactive(({text}: {text: string}) => <p>{text}</p>, {
  preload: () =>
    new Promise<void>((resolve) => {
      arrive = resolve;
    }),
});

const Live = interactive(({text}: {text: string}) => <p>{text}</p>, {
  whenVisible: () => '0px',
});

const prefetch = jest.fn();
const Prefetched = interactive(({text}: {text: string}) => <p>{text}</p>, {
  prefetch: ({text}) => prefetch(text),
});

/** How many times a component rendered ahead (or not) has mounted. */
let mounts = 0;
const RenderedAhead = interactive(
  function RenderedAhead({label}: {label: string}) {
    const [count, setCount] = useState(0);
    useEffect(() => {
      mounts += 1;
    }, []);
    return (
      <button type="button" onClick={() => setCount((value) => value + 1)}>
        {label} {count}
      </button>
    );
  },
  {prefetch: () => Promise.resolve(true)},
);

const NotFetched = interactive(
  function NotFetched({text}: {text: string}) {
    useEffect(() => {
      mounts += 1;
    }, []);
    return <p>{text}</p>;
  },
  {prefetch: () => Promise.resolve(false)},
);

const FetchedOnly = interactive(
  function FetchedOnly({label}: {label: string}) {
    useEffect(() => {
      mounts += 1;
    }, []);
    return <button type="button">{label}</button>;
  },
  {prefetch: () => Promise.resolve(true), renderAhead: false},
);

function page(extra?: ReactNode) {
  return (
    <>
      <h2>Usage</h2>
      <p>
        Read <a href="/docs/components/link">Link</a> first.
      </p>
      <Counter label="Pressed" />
      {extra}
    </>
  );
}

const roots: Root[] = [];
const fiberOf = (node: Node) => Object.keys(node).some((key) => key.startsWith('__reactFiber'));

function hydrate(serverTree: ReactNode, clientTree: ReactNode = serverTree) {
  const container = document.createElement('div');
  document.body.append(container);
  container.innerHTML = renderToString(<IslandBody tree={serverTree} className="markdown" />);
  const before = container.querySelector('p');
  act(() => {
    roots.push(
      hydrateRoot(container, <IslandBody tree={clientTree} className="markdown" />, {
        onRecoverableError: (error) => {
          throw error;
        },
      }),
    );
  });
  return {container, before};
}

let observed: Element[] = [];
let intersect: () => void = () => undefined;
beforeAll(() => {
  // The site's stylesheet gives a mark no box, so what it holds is what can intersect.
  const style = document.createElement('style');
  style.textContent = 'tessera-island { display: contents; }';
  document.head.append(style);
  globalThis.IntersectionObserver = class {
    constructor(callback: (entries: {isIntersecting: boolean}[], observer: unknown) => void) {
      intersect = () => callback([{isIntersecting: true}], this);
    }
    observe(element: Element) {
      observed.push(element);
    }
    disconnect() {}
  } as unknown as typeof IntersectionObserver;
});
let idle: IdleStandIn | undefined;
/** An idle period comes in the next task, as on an idle browser. */
function idleSoon(): void {
  idle = standInIdle({soon: true});
}
afterEach(() => {
  idle?.restore();
  idle = undefined;
  for (const root of roots.splice(0)) act(() => root.unmount());
  document.body.innerHTML = '';
  observed = [];
});

describe('IslandBody, hydrated from server HTML', () => {
  it("should keep the server's nodes for the prose, which React never walks", () => {
    const {container, before} = hydrate(page());
    expect(container.querySelector('p')).toBe(before);
    expect(fiberOf(before!)).toBe(false);
    expect(fiberOf(container.querySelector('h2')!)).toBe(false);
    expect(fiberOf(container.querySelector('.markdown')!)).toBe(true);
  });

  it('should make an interactive part live when the pointer comes over it, and replay a click', async () => {
    const {container} = hydrate(page());
    const server = screen.getByRole('button', {name: 'Pressed 0'});
    expect(fiberOf(server)).toBe(false);
    fireEvent.click(server);
    await waitFor(() => expect(screen.getByRole('button', {name: 'Pressed 1'})).toBeVisible());
    expect(fiberOf(screen.getByRole('button'))).toBe(true);
    expect(container.querySelector('tessera-island')).toHaveAttribute('data-hydrated');
    fireEvent.pointerOver(screen.getByRole('button'));
    fireEvent.click(screen.getByRole('button'));
    expect(screen.getByRole('button', {name: 'Pressed 2'})).toBeVisible();
  });

  it('should carry focus to the live element when focus enters an island', async () => {
    hydrate(page());
    act(() => screen.getByRole('button').focus());
    await waitFor(() => expect(fiberOf(screen.getByRole('button'))).toBe(true));
    expect(screen.getByRole('button')).toHaveFocus();
  });

  it("should keep the server's HTML until what the island preloads has arrived", async () => {
    const {container} = hydrate(page(<Slow text="Slow part" />));
    const slow = screen.getByText('Slow part');
    fireEvent.pointerOver(slow);
    await act(async () => undefined);
    expect(screen.getByText('Slow part')).toBe(slow);
    await act(async () => {
      arrive();
      await new Promise((resolve) => setTimeout(resolve, 5));
    });
    expect(screen.getByText('Slow part')).not.toBe(slow);
    expect(container.querySelectorAll('p')).toHaveLength(2);
  });

  it('should wake an island on its own signal, such as coming near the viewport', async () => {
    hydrate(page(<Live text="Near" />));
    expect(observed.map((element) => element.outerHTML)).toEqual(['<p>Near</p>']);
    await act(async () => {
      intersect();
      // The swap comes in a task of its own (see useSwap).
      await new Promise((resolve) => setTimeout(resolve, 5));
    });
    expect(fiberOf(screen.getByText('Near'))).toBe(true);
  });

  it("should fetch an island's code once as it nears the viewport, and leave it server HTML", async () => {
    hydrate(page(<Prefetched text="Ahead" />));
    expect(observed.map((element) => element.outerHTML)).toEqual(['<p>Ahead</p>']);
    await act(async () => intersect());
    await act(async () => intersect());
    expect(prefetch.mock.calls).toEqual([['Ahead']]);
    expect(fiberOf(screen.getByText('Ahead'))).toBe(false);
  });

  it("should render a prefetched island ahead, off the page, and swap it in within a tap's click", async () => {
    idleSoon();
    mounts = 0;
    const {container} = hydrate(<RenderedAhead label="Ahead" />);
    const server = screen.getByRole('button', {name: 'Ahead 0'});
    await act(async () => {
      intersect();
      await new Promise((resolve) => setTimeout(resolve, 5));
    });
    expect(mounts).toBe(1);
    expect(screen.getByRole('button')).toBe(server);
    const mark = container.querySelector('tessera-island')!;
    expect(mark).toHaveAttribute('data-rendered-ahead');
    expect(mark).not.toHaveAttribute('data-hydrated');

    // A tap: its pointer comes over and goes down in one task; its click comes a task later.
    fireEvent.pointerOver(server);
    fireEvent.pointerDown(server);
    fireEvent.pointerUp(server);
    await act(async () => undefined);
    expect(screen.getByRole('button')).toBe(server);
    fireEvent.click(server);
    expect(mark).toHaveAttribute('data-hydrated');
    expect(fiberOf(screen.getByRole('button'))).toBe(true);
    await act(async () => undefined);
    expect(screen.getByRole('button', {name: 'Ahead 1'})).toBeVisible();
    expect(mounts).toBe(1);
  });

  it('should render ahead, in idle time, an island that never comes near the viewport', async () => {
    idleSoon();
    mounts = 0;
    const {container} = hydrate(<RenderedAhead label="Far" />);
    await waitFor(() => expect(mounts).toBe(1));
    expect(fiberOf(screen.getByRole('button', {name: 'Far 0'}))).toBe(false);
    const mark = container.querySelector('tessera-island')!;
    expect(mark).toHaveAttribute('data-rendered-ahead');
    expect(mark).not.toHaveAttribute('data-hydrated');
  });

  it('should not render ahead an island whose code could not be fetched', async () => {
    idleSoon();
    mounts = 0;
    const {container} = hydrate(<NotFetched text="Offline" />);
    await act(async () => {
      intersect();
      await new Promise((resolve) => setTimeout(resolve, 5));
    });
    expect(mounts).toBe(0);
    expect(fiberOf(screen.getByText('Offline'))).toBe(false);
    expect(container.querySelector('tessera-island')).not.toHaveAttribute('data-rendered-ahead');
  });

  it('should leave an island that says renderAhead: false unrendered once fetched, until the reader reaches for it', async () => {
    idleSoon();
    mounts = 0;
    const {container} = hydrate(<FetchedOnly label="Waits" />);
    await act(async () => {
      intersect();
      await new Promise((resolve) => setTimeout(resolve, 5));
    });
    expect(mounts).toBe(0);
    const mark = container.querySelector('tessera-island')!;
    expect(mark).not.toHaveAttribute('data-rendered-ahead');
    expect(fiberOf(screen.getByRole('button', {name: 'Waits'}))).toBe(false);

    fireEvent.pointerOver(screen.getByRole('button', {name: 'Waits'}));
    await waitFor(() => expect(mark).toHaveAttribute('data-hydrated'));
    expect(mounts).toBe(1);
  });

  it("should hydrate the whole body when the server's marks do not line up with the tree", () => {
    // Renders what it is given twice: two marks in the HTML for one element in the tree.
    const Twice = ({children}: {children: ReactNode}) => (
      <>
        {children}
        {children}
      </>
    );
    const {container, before} = hydrate(
      page(
        <Twice>
          <Counter label="Twice" />
        </Twice>,
      ),
    );
    expect(container.querySelector('p')).toBe(before);
    expect(fiberOf(before!)).toBe(true);
    fireEvent.click(screen.getAllByRole('button', {name: 'Twice 0'})[1]!);
    expect(screen.getByRole('button', {name: 'Twice 1'})).toBeVisible();
  });
});

describe('IslandBody, rendered in the browser (client-side navigation)', () => {
  it('should render the whole tree, live, with each island in its mark', () => {
    const {container} = render(<IslandBody tree={page()} className="markdown" />);
    fireEvent.click(screen.getByRole('button'));
    expect(screen.getByRole('button', {name: 'Pressed 1'})).toBeVisible();
    expect(container.querySelector('tessera-island > button')).not.toBeNull();
  });
});

import {act, fireEvent, render, screen, waitFor} from '@testing-library/react';
import {
  useEffect,
  useId,
  useRef,
  useState,
  type ComponentType,
  type FormEvent,
  type ReactNode,
} from 'react';
import {hydrateRoot, type Root} from 'react-dom/client';
import {renderToString} from 'react-dom/server';
import {Switch} from '@tessera-ui/react';
import {createIsland, type IslandOptions} from '.';
import {reloadPage} from './reloadPage';

jest.mock('./reloadPage', () => ({reloadPage: jest.fn()}));

function SignUp() {
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState('');
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSent(email);
  };
  return (
    <form onSubmit={onSubmit}>
      <label>
        Email
        <input name="email" value={email} onChange={(event) => setEmail(event.target.value)} />
      </label>
      <button type="submit">Send</button>
      <p>{email ? `Typed ${email}` : 'Nothing typed'}</p>
      <output>{sent ? `Sent ${sent}` : ''}</output>
    </form>
  );
}

/** A search box: its field has no name, and what focus finds depends on its mount effect. */
function SearchBox() {
  const [query, setQuery] = useState('');
  const mounted = useRef(false);
  const [focusedWhenReady, setFocusedWhenReady] = useState<boolean | undefined>(undefined);
  useEffect(() => {
    mounted.current = true;
  }, []);
  return (
    <div>
      <input
        aria-label="Search"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        onFocus={() => setFocusedWhenReady(mounted.current)}
      />
      <p>{query ? `Query ${query}` : 'No query'}</p>
      <p>
        {focusedWhenReady === undefined
          ? 'Not focused'
          : `Focused after mount: ${focusedWhenReady}`}
      </p>
    </div>
  );
}

function Counter() {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount((value) => value + 1)}>
      Pressed {count} times
    </button>
  );
}

/** An island whose code arrives, or fails to, when the test says so (each attempt on its own). */
function controlledIsland(Component: ComponentType, options: IslandOptions<object> = {}) {
  const attempts: {resolve: (component: ComponentType) => void; reject: (error: Error) => void}[] =
    [];
  const load = jest.fn(
    () => new Promise<ComponentType>((resolve, reject) => attempts.push({resolve, reject})),
  );
  const latest = () => {
    const attempt = attempts.at(-1);
    if (!attempt) throw new Error('The island has not asked for its code.');
    return attempt;
  };
  return {
    Island: createIsland(load, {...options, serverComponent: Component}),
    load,
    /**
     * The code arrives, and the island swaps it in (in a task of its own, see useSwap): waits for
     * the swap, not a fixed time, which a busy machine can outrun.
     */
    arrive: () =>
      act(async () => {
        const hydrated = () => document.querySelectorAll('[data-island][data-hydrated]').length;
        const before = hydrated();
        latest().resolve(Component);
        for (let waited = 0; hydrated() === before && waited < 2000; waited += 5) {
          await new Promise((resolve) => setTimeout(resolve, 5));
        }
        // The swap's own follow-up task (focus, replayed input) runs next.
        await new Promise((resolve) => setTimeout(resolve, 5));
      }),
    fail: () => act(async () => latest().reject(new Error('Loading chunk 7 failed.'))),
  };
}

/**
 * The island's server HTML: a wrapper with the id useId gives the island's place in the tree
 * (whatever React's format for it) and the component rendered inside, as the server build does.
 */
function ServerIsland({children}: {children: ReactNode}) {
  return (
    <div id={useId()} data-island="">
      {children}
    </div>
  );
}

const roots: Root[] = [];

/** `beforeHydration` acts on the server's nodes before React is there, as an early reader does. */
function hydrateFromServer(
  Island: ComponentType,
  Component: ComponentType,
  beforeHydration?: () => void,
) {
  const container = document.createElement('div');
  document.body.append(container);
  container.innerHTML = renderToString(
    <ServerIsland>
      <Component />
    </ServerIsland>,
  );
  beforeHydration?.();
  act(() => {
    roots.push(
      hydrateRoot(container, <Island />, {
        onRecoverableError: (error) => {
          throw error;
        },
      }),
    );
  });
  const island = container.querySelector('[data-island]');
  if (!(island instanceof HTMLElement)) throw new Error('No island in the server HTML.');
  return island;
}

// Nothing is ever in view here: only the reader's pointer, touch or focus wakes an island.
class NeverIntersecting {
  observe() {}
  disconnect() {}
}
beforeAll(() => {
  globalThis.IntersectionObserver = NeverIntersecting as unknown as typeof IntersectionObserver;
});
afterEach(() => {
  for (const root of roots.splice(0)) act(() => root.unmount());
  document.body.innerHTML = '';
  jest.mocked(reloadPage).mockClear();
});

describe('Island, hydrated from server HTML', () => {
  it('should keep the server HTML and load no code until the reader comes near', () => {
    const {Island, load} = controlledIsland(SignUp);
    const island = hydrateFromServer(Island, SignUp);
    const serverInput = screen.getByRole('textbox', {name: 'Email'});
    expect(island).toContainElement(serverInput);
    expect(island).not.toHaveAttribute('data-hydrated');
    expect(load).not.toHaveBeenCalled();
  });

  it('should load its code on pointer entry and swap in the live component', async () => {
    const {Island, load, arrive} = controlledIsland(Counter);
    const island = hydrateFromServer(Island, Counter);
    const serverButton = screen.getByRole('button', {name: 'Pressed 0 times'});
    fireEvent.pointerEnter(island);
    expect(load).toHaveBeenCalledTimes(1);
    expect(serverButton).toBeInTheDocument();

    await arrive();
    expect(island).toHaveAttribute('data-hydrated');
    const liveButton = screen.getByRole('button', {name: 'Pressed 0 times'});
    expect(liveButton).not.toBe(serverButton);
    fireEvent.click(liveButton);
    expect(liveButton).toHaveTextContent('Pressed 1 times');
  });

  it('should load its code when focus enters it', () => {
    const {Island, load} = controlledIsland(SignUp);
    hydrateFromServer(Island, SignUp);
    screen.getByRole('textbox', {name: 'Email'}).focus();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('should load its code at hydration when focus came into it before', async () => {
    const {Island, load, arrive} = controlledIsland(SignUp);
    hydrateFromServer(Island, SignUp, () => screen.getByRole('textbox', {name: 'Email'}).focus());
    expect(load).toHaveBeenCalledTimes(1);

    await arrive();
    const liveInput = screen.getByRole('textbox', {name: 'Email'});
    expect(liveInput).toHaveFocus();
  });

  it("should carry typed text into the live field, where the component's state sees it", async () => {
    const {Island, arrive} = controlledIsland(SignUp);
    const island = hydrateFromServer(Island, SignUp);
    const serverInput = screen.getByRole('textbox', {name: 'Email'}) as HTMLInputElement;
    serverInput.value = 'ada@example.com';
    fireEvent.pointerEnter(island);

    await arrive();
    const liveInput = screen.getByRole('textbox', {name: 'Email'});
    expect(liveInput).not.toBe(serverInput);
    expect(liveInput).toHaveValue('ada@example.com');
    expect(screen.getByText('Typed ada@example.com')).toBeInTheDocument();
  });

  it('should carry text typed into a field without a name into the field in the same place', async () => {
    const {Island, arrive} = controlledIsland(SearchBox);
    const island = hydrateFromServer(Island, SearchBox);
    const serverInput = screen.getByRole('textbox', {name: 'Search'}) as HTMLInputElement;
    serverInput.value = 'tooltip';
    fireEvent.pointerEnter(island);

    await arrive();
    const liveInput = screen.getByRole('textbox', {name: 'Search'});
    expect(liveInput).not.toBe(serverInput);
    expect(liveInput).toHaveValue('tooltip');
    expect(screen.getByText('Query tooltip')).toBeInTheDocument();
  });

  it("should carry focus only once the live component's mount effects have run", async () => {
    const {Island, arrive} = controlledIsland(SearchBox);
    hydrateFromServer(Island, SearchBox);
    screen.getByRole('textbox', {name: 'Search'}).focus();

    await arrive();
    expect(screen.getByRole('textbox', {name: 'Search'})).toHaveFocus();
    expect(screen.getByText('Focused after mount: true')).toBeInTheDocument();
  });

  it('should carry focus to the live counterpart while focus is still in the island', async () => {
    const {Island, arrive} = controlledIsland(SignUp);
    hydrateFromServer(Island, SignUp);
    const serverInput = screen.getByRole('textbox', {name: 'Email'});
    serverInput.focus();

    await arrive();
    const liveInput = screen.getByRole('textbox', {name: 'Email'});
    expect(liveInput).not.toBe(serverInput);
    expect(liveInput).toHaveFocus();
  });

  it('should leave focus alone when the reader moved it elsewhere before the code arrived', async () => {
    const {Island, arrive} = controlledIsland(SignUp);
    const island = hydrateFromServer(Island, SignUp);
    const outside = document.createElement('button');
    outside.textContent = 'Elsewhere';
    document.body.append(outside);
    screen.getByRole('textbox', {name: 'Email'}).focus();
    outside.focus();

    await arrive();
    expect(island).toHaveAttribute('data-hydrated');
    expect(outside).toHaveFocus();
  });

  it('should replay a click made on the server HTML once the code is in', async () => {
    const {Island, load, arrive} = controlledIsland(Counter);
    hydrateFromServer(Island, Counter);
    fireEvent.click(screen.getByRole('button', {name: 'Pressed 0 times'}));
    expect(load).toHaveBeenCalledTimes(1);

    await arrive();
    expect(await screen.findByRole('button', {name: 'Pressed 1 times'})).toBeInTheDocument();
  });

  it('should replay a click on a control that follows text with an expression in it', async () => {
    // The server separates "Trial ends in " and "5" with a comment the browser's render lacks.
    function Notice() {
      const [opened, setOpened] = useState(false);
      const days = 5;
      return (
        <p>
          Trial ends in {days} days.{' '}
          <button type="button" onClick={() => setOpened(true)}>
            {opened ? 'Plans open' : 'Compare plans'}
          </button>
        </p>
      );
    }
    const {Island, arrive} = controlledIsland(Notice);
    hydrateFromServer(Island, Notice);
    fireEvent.click(screen.getByRole('button', {name: 'Compare plans'}));

    await arrive();
    expect(await screen.findByRole('button', {name: 'Plans open'})).toBeInTheDocument();
  });

  it("should replay a click on an icon button's SVG on the button", async () => {
    function Dismissible() {
      const [open, setOpen] = useState(true);
      return open ? (
        <button type="button" aria-label="Dismiss" onClick={() => setOpen(false)}>
          <svg viewBox="0 0 16 16" aria-hidden="true">
            <path d="M4 4l8 8M12 4l-8 8" />
          </svg>
        </button>
      ) : (
        <p>Dismissed</p>
      );
    }
    const {Island, arrive} = controlledIsland(Dismissible);
    const island = hydrateFromServer(Island, Dismissible);
    fireEvent.click(island.querySelector('path')!);

    await arrive();
    expect(await screen.findByText('Dismissed')).toBeInTheDocument();
  });

  it("should replay a click on a React Aria switch's label as a press, which toggles it", async () => {
    function Setting() {
      return <Switch name="marketing">Marketing emails</Switch>;
    }
    const {Island, arrive} = controlledIsland(Setting);
    hydrateFromServer(Island, Setting);
    expect(screen.getByRole('switch', {name: 'Marketing emails'})).not.toBeChecked();
    fireEvent.click(screen.getByText('Marketing emails'));

    await arrive();
    await waitFor(() =>
      expect(screen.getByRole('switch', {name: 'Marketing emails'})).toBeChecked(),
    );
  });

  it('should replay a form submission made on the server HTML once the code is in', async () => {
    const {Island, arrive} = controlledIsland(SignUp);
    const island = hydrateFromServer(Island, SignUp);
    (screen.getByRole('textbox', {name: 'Email'}) as HTMLInputElement).value = 'ada@example.com';
    const submitted = fireEvent.submit(island.querySelector('form')!);
    expect(submitted).toBe(false); // held: the server form has no handler and would reload the page

    await arrive();
    expect(await screen.findByRole('status')).toHaveTextContent('Sent ada@example.com');
  });

  it('should wait for the release when the code arrives mid-press, so the click survives', async () => {
    const {Island, arrive} = controlledIsland(Counter);
    const island = hydrateFromServer(Island, Counter);
    const serverButton = screen.getByRole('button', {name: 'Pressed 0 times'});
    fireEvent.pointerEnter(island);
    fireEvent.pointerDown(serverButton);

    await arrive();
    // Swapping now would take the pressed node away, and the browser would drop the click.
    expect(serverButton).toBeInTheDocument();
    expect(island).not.toHaveAttribute('data-hydrated');

    fireEvent.pointerUp(serverButton);
    // As the browser does: a click goes to the node pressed and released, if it is still there.
    if (serverButton.isConnected) fireEvent.click(serverButton);
    expect(await screen.findByRole('button', {name: 'Pressed 1 times'})).toBeInTheDocument();
    expect(island).toHaveAttribute('data-hydrated');
    // The deferred swap and the replayed click come once each.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByRole('button', {name: 'Pressed 1 times'})).toBeInTheDocument();
  });

  it('should wait for the key to come up when the code arrives while Space is down, so the press survives', async () => {
    const {Island, arrive} = controlledIsland(Counter);
    hydrateFromServer(Island, Counter);
    const serverButton = screen.getByRole('button', {name: 'Pressed 0 times'});
    act(() => serverButton.focus());
    fireEvent.keyDown(serverButton, {key: ' ', code: 'Space'});

    await arrive();
    // A button activates on Space's release only if it is the node that saw the key go down.
    expect(serverButton).toBeInTheDocument();

    fireEvent.keyUp(serverButton, {key: ' ', code: 'Space'});
    if (serverButton.isConnected) fireEvent.click(serverButton);
    expect(await screen.findByRole('button', {name: 'Pressed 1 times'})).toHaveFocus();
  });
});

describe('Island, when its code fails to load', () => {
  it('should try again and still replay the click', async () => {
    const {Island, load, arrive, fail} = controlledIsland(Counter);
    hydrateFromServer(Island, Counter);
    fireEvent.click(screen.getByRole('button', {name: 'Pressed 0 times'}));
    await fail();
    await waitFor(() => expect(load).toHaveBeenCalledTimes(2));

    await arrive();
    expect(await screen.findByRole('button', {name: 'Pressed 1 times'})).toBeInTheDocument();
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it('should load the page afresh when the retry fails too and the reader clicked', async () => {
    const {Island, load, fail} = controlledIsland(Counter);
    hydrateFromServer(Island, Counter);
    fireEvent.click(screen.getByRole('button', {name: 'Pressed 0 times'}));
    await fail();
    await waitFor(() => expect(load).toHaveBeenCalledTimes(2));

    await fail();
    await waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1));
  });

  it('should not reload before the reader acts, and try again on their click', async () => {
    const {Island, load, arrive, fail} = controlledIsland(Counter);
    const island = hydrateFromServer(Island, Counter);
    fireEvent.pointerEnter(island);
    await fail();
    await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    await fail();
    expect(reloadPage).not.toHaveBeenCalled();
    expect(island).not.toHaveAttribute('data-hydrated');

    fireEvent.click(screen.getByRole('button', {name: 'Pressed 0 times'}));
    expect(load).toHaveBeenCalledTimes(3);
    await arrive();
    expect(await screen.findByRole('button', {name: 'Pressed 1 times'})).toBeInTheDocument();
    expect(reloadPage).not.toHaveBeenCalled();
  });
});

describe('Island, rendered in the browser (client-side navigation)', () => {
  it('should render a placeholder, then the component once its code is in', async () => {
    const {Island, arrive} = controlledIsland(SignUp);
    render(<Island />);
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    await arrive();
    expect(await screen.findByRole('textbox', {name: 'Email'})).toBeInTheDocument();
  });

  it('should show, for an island alike on every page, the HTML the first page had, and carry typing over', async () => {
    const {Island, load, arrive} = controlledIsland(SearchBox, {sameOnEveryPage: true});
    const arrivedOn = hydrateFromServer(Island, SearchBox);
    const serverHtml = arrivedOn.innerHTML;
    act(() => roots.pop()?.unmount());
    document.body.innerHTML = '';

    const {container} = render(<Island />);
    const island = container.querySelector('[data-island]');
    expect(island?.innerHTML).toBe(serverHtml);
    expect(load).toHaveBeenCalledTimes(1);
    const copy = screen.getByRole('textbox', {name: 'Search'}) as HTMLInputElement;
    copy.value = 'tabs';

    await arrive();
    const live = screen.getByRole('textbox', {name: 'Search'});
    expect(live).not.toBe(copy);
    expect(live).toHaveValue('tabs');
    expect(screen.getByText('Query tabs')).toBeInTheDocument();
  });
});

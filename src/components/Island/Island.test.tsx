import {act, render, screen, waitFor} from '@testing-library/react';
import {useState, type FormEvent} from 'react';
import {hydrateRoot, type Root} from 'react-dom/client';
import {renderToString} from 'react-dom/server';
import {createIsland} from '.';

function SignUp({label}: {label: string}) {
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState('');
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSent(email);
  };
  return (
    <form onSubmit={onSubmit}>
      <label>
        {label}
        <input name="email" value={email} onChange={(event) => setEmail(event.target.value)} />
      </label>
      <button type="submit">Send</button>
      <output>{sent ? `Sent ${sent}` : ''}</output>
    </form>
  );
}

/** An island whose code arrives when the test resolves it. */
function deferredIsland() {
  let arrive: () => void = () => undefined;
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  const load = jest.fn(() => arrived.then(() => SignUp));
  return {Island: createIsland(load, {serverComponent: SignUp}), load, arrive};
}

/** Hydrates the HTML the server build renders for an island (the island's first id is `_R_0_`). */
function hydrateFromServer(Island: ReturnType<typeof deferredIsland>['Island']) {
  const container = document.createElement('div');
  document.body.append(container);
  container.innerHTML = `<div id="_R_0_" data-island="">${renderToString(<SignUp label="Email" />)}</div>`;
  let root: Root | undefined;
  act(() => {
    root = hydrateRoot(container, <Island label="Email" />, {
      onRecoverableError: (error) => {
        throw error;
      },
    });
  });
  return {container, unmount: () => act(() => root?.unmount())};
}

// Nothing is ever in view here: only the reader's pointer or focus wakes an island.
class NeverIntersecting {
  observe() {}
  disconnect() {}
}
beforeAll(() => {
  globalThis.IntersectionObserver = NeverIntersecting as unknown as typeof IntersectionObserver;
});
afterEach(() => {
  document.body.innerHTML = '';
});

describe('createIsland', () => {
  it('keeps the server HTML and loads no code until the reader comes near', () => {
    const {Island, load} = deferredIsland();
    const {container, unmount} = hydrateFromServer(Island);
    expect(screen.getByRole('textbox', {name: 'Email'})).toBeInTheDocument();
    expect(container.querySelectorAll('form')).toHaveLength(1);
    expect(load).not.toHaveBeenCalled();
    unmount();
  });

  it('swaps in the live component on pointer entry, carrying typed text, focus and a submission', async () => {
    const {Island, load, arrive} = deferredIsland();
    const {container, unmount} = hydrateFromServer(Island);
    const serverInput = screen.getByRole('textbox', {name: 'Email'});
    serverInput.focus();
    (serverInput as HTMLInputElement).value = 'ada@example.com';
    screen.getByRole('button', {name: 'Send'}).click();
    expect(load).toHaveBeenCalledTimes(1);

    await act(async () => arrive());
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Sent ada@example.com'),
    );
    expect(container.querySelectorAll('form')).toHaveLength(1);
    expect(container.querySelector('[data-island]')).toHaveAttribute('data-hydrated');
    const liveInput = screen.getByRole('textbox', {name: 'Email'});
    expect(liveInput).not.toBe(serverInput);
    expect(liveInput).toHaveValue('ada@example.com');
    expect(liveInput).toHaveFocus();
    unmount();
  });

  it('leaves focus alone when the reader moved it elsewhere before the code arrived', async () => {
    const {Island, arrive} = deferredIsland();
    const {unmount} = hydrateFromServer(Island);
    const outside = document.createElement('button');
    outside.textContent = 'Elsewhere';
    document.body.append(outside);
    screen.getByRole('textbox', {name: 'Email'}).focus();
    outside.focus();

    await act(async () => arrive());
    await waitFor(() =>
      expect(document.querySelector('[data-island]')).toHaveAttribute('data-hydrated'),
    );
    expect(outside).toHaveFocus();
    unmount();
  });

  it('renders a placeholder on a client-side render, then the component once its code is in', async () => {
    const {Island, arrive} = deferredIsland();
    render(<Island label="Email" />);
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    await act(async () => arrive());
    expect(await screen.findByRole('textbox', {name: 'Email'})).toBeInTheDocument();
  });
});

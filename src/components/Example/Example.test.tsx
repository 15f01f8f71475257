// Example's three modes, each on its own: a component module rendered in place (`of`), a module
// loaded as an island (`load`, what MDX pages get), and an inline live block (`code`).
import {act, fireEvent, render, screen, waitFor, within} from '@testing-library/react';
import {Component, useState, type ComponentType, type ReactNode} from 'react';
import Example from '.';
import {loadLive} from './loadLive';

jest.mock(
  '@docusaurus/ErrorBoundary',
  () => {
    class ErrorBoundary extends Component<
      {fallback: (props: {error: Error}) => ReactNode; children: ReactNode},
      {error: Error | null}
    > {
      override state = {error: null as Error | null};
      static getDerivedStateFromError(error: Error) {
        return {error};
      }
      override render() {
        return this.state.error
          ? this.props.fallback({error: this.state.error})
          : this.props.children;
      }
    }
    return {__esModule: true, default: ErrorBoundary};
  },
  {virtual: true},
);
jest.mock('@docusaurus/theme-common', () => ({usePrismTheme: () => ({plain: {}, styles: []})}), {
  virtual: true,
});
jest.mock(
  '@theme/ReactLiveScope',
  () => {
    const React = jest.requireActual('react');
    return {__esModule: true, default: {React, ...React}};
  },
  {virtual: true},
);
jest.mock('./loadLive', () => {
  const actual = jest.requireActual('./loadLive');
  return {...actual, loadLive: jest.fn(actual.loadLive)};
});

function Counter() {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      Pressed {count} times
    </button>
  );
}

const counterSource = (name: string) => `import {useState} from 'react';

export default function ${name}() {
  const [count, setCount] = useState(0);
  return <button type="button" onClick={() => setCount(count + 1)}>Pressed {count} times</button>;
}
`;

/** Inline blocks go live when they near the viewport; the test decides when that is. */
const observers: {callback: IntersectionObserverCallback}[] = [];
class ObserverTheTestControls {
  constructor(callback: IntersectionObserverCallback) {
    observers.push({callback});
  }
  observe() {}
  disconnect() {}
}
const scrollNear = () =>
  act(() => {
    for (const {callback} of observers) {
      callback([{isIntersecting: true} as IntersectionObserverEntry], {} as IntersectionObserver);
    }
  });

// react-live compiles code to React.createElement calls, which React's development build flags
// with this warning (production builds say nothing). Only this warning is silenced.
const OUTDATED_JSX = /outdated JSX transform/;
const warn = console.warn;
beforeAll(() => {
  jest.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
    if (!OUTDATED_JSX.test(String(args[0]))) warn(...args);
  });
  globalThis.IntersectionObserver =
    ObserverTheTestControls as unknown as typeof IntersectionObserver;
});
afterEach(() => {
  observers.length = 0;
  jest.mocked(loadLive).mockClear();
});

const preview = () => screen.getByTestId('example-preview');

describe('Example', () => {
  describe('given a component module (`of`)', () => {
    it('should render the component as the preview and its source as code, without loading the editor', () => {
      const source = counterSource('Counter');
      render(<Example of={Counter} source={source} title="Counter" />);
      expect(within(preview()).getByRole('button', {name: 'Pressed 0 times'})).toBeInTheDocument();
      expect(screen.getByRole('textbox', {name: 'Edit code: Counter'})).toHaveTextContent(
        'export default function Counter()',
      );
      expect(screen.getByTestId('example')).not.toHaveAttribute('data-live');
      expect(loadLive).not.toHaveBeenCalled();
    });

    it('should open the editor when the code is clicked, keeping the preview and its state', async () => {
      render(<Example of={Counter} source={counterSource('Counter')} title="Counter" />);
      const button = within(preview()).getByRole('button', {name: 'Pressed 0 times'});
      fireEvent.click(button);
      fireEvent.click(screen.getByTestId('example-code'));

      // jsdom cannot focus a contenteditable editor; tests/e2e/live-example.spec.ts checks focus.
      expect(await screen.findByTestId('example-editor')).toHaveAccessibleName(
        'Edit code: Counter',
      );
      expect(screen.queryByTestId('example-code')).not.toBeInTheDocument();
      expect(loadLive).toHaveBeenCalled();
      expect(screen.getByTestId('example')).toHaveAttribute('data-live', 'true');
      expect(within(preview()).getByRole('button', {name: 'Pressed 1 times'})).toBe(button);
    });
  });

  describe('given a module to load (`load`, as MDX pages get it)', () => {
    it('should load the module once for every example of it and preview its default export', async () => {
      const source = counterSource('SharedCounter');
      const load = jest.fn(() => Promise.resolve({default: Counter as ComponentType}));
      render(
        <>
          <Example load={load} source={source} title="First" />
          <Example load={load} source={source} title="Second" />
        </>,
      );
      await waitFor(() =>
        expect(screen.getAllByRole('button', {name: 'Pressed 0 times'})).toHaveLength(2),
      );
      const previews = screen.getAllByRole('button', {name: 'Pressed 0 times'});
      for (const button of previews) expect(button.closest('[data-island]')).not.toBeNull();
      expect(load).toHaveBeenCalledTimes(1);
      expect(loadLive).not.toHaveBeenCalled();
    });
  });

  describe('given inline code (`code`, a live code block)', () => {
    it('should wait until the block nears the viewport, then render the code live', async () => {
      render(<Example code={'<p>Rendered inline</p>\n'} title="inline" />);
      expect(preview()).toHaveTextContent('Loading preview…');
      expect(loadLive).not.toHaveBeenCalled();

      scrollNear();
      expect(await within(preview()).findByText('Rendered inline')).toBeInTheDocument();
      expect(screen.getByTestId('example')).toHaveAttribute('data-live', 'true');
    });

    it('should run a noInline program that calls render() itself', async () => {
      const code = 'const Hello = () => <p>From render()</p>;\nrender(<Hello />);\n';
      render(<Example code={code} noInline title="program" />);
      scrollNear();
      expect(await within(preview()).findByText('From render()')).toBeInTheDocument();
    });
  });
});

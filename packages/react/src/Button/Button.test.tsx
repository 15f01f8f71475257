import {useState} from 'react';
import {renderToString} from 'react-dom/server';
import {act, render, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {axe} from 'jest-axe';
import {Button} from './Button';

describe('Button', () => {
  it('should render a button named by its content with the default variant and size', () => {
    render(<Button>Save</Button>);
    const button = screen.getByRole('button', {name: 'Save'});
    expect(button).toHaveClass('ui-Button');
    expect(button).toHaveAttribute('data-variant', 'primary');
    expect(button).toHaveAttribute('data-size', 'md');
    expect(button).toHaveAttribute('type', 'button');
  });

  it.each(['primary', 'secondary', 'tertiary', 'ghost', 'danger'] as const)(
    'should expose the %s variant as data-variant',
    (variant) => {
      render(<Button variant={variant}>Go</Button>);
      expect(screen.getByRole('button', {name: 'Go'})).toHaveAttribute('data-variant', variant);
    },
  );

  it.each(['sm', 'md', 'lg'] as const)('should expose size %s as data-size', (size) => {
    render(<Button size={size}>Go</Button>);
    expect(screen.getByRole('button', {name: 'Go'})).toHaveAttribute('data-size', size);
  });

  it('should call onPress on click, Enter and Space', async () => {
    const user = userEvent.setup();
    const onPress = jest.fn();
    render(<Button onPress={onPress}>Count</Button>);
    await user.click(screen.getByRole('button', {name: 'Count'}));
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onPress).toHaveBeenCalledTimes(3);
  });

  it('should support a click counter', async () => {
    const user = userEvent.setup();
    function Counter() {
      const [count, setCount] = useState(0);
      return <Button onPress={() => setCount((c) => c + 1)}>Clicked {count} times</Button>;
    }
    render(<Counter />);
    await user.click(screen.getByRole('button', {name: 'Clicked 0 times'}));
    await user.click(screen.getByRole('button', {name: 'Clicked 1 times'}));
    expect(screen.getByRole('button', {name: 'Clicked 2 times'})).toBeInTheDocument();
  });

  it('should show a focus-visible state when reached with the keyboard', async () => {
    const user = userEvent.setup();
    render(<Button>Focus me</Button>);
    await user.tab();
    const button = screen.getByRole('button', {name: 'Focus me'});
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('data-focus-visible', 'true');
  });

  it('should not fire onPress when disabled', async () => {
    const user = userEvent.setup();
    const onPress = jest.fn();
    render(
      <Button isDisabled onPress={onPress}>
        Delete
      </Button>,
    );
    const button = screen.getByRole('button', {name: 'Delete'});
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('data-disabled', 'true');
    await user.click(button);
    expect(onPress).not.toHaveBeenCalled();
  });

  it('should support an icon-only button named by aria-label', () => {
    render(
      <Button isIconOnly aria-label="Settings" variant="ghost">
        <svg aria-hidden="true" />
      </Button>,
    );
    expect(screen.getByRole('button', {name: 'Settings'})).toHaveAttribute(
      'data-icon-only',
      'true',
    );
  });

  it('should merge a className string and a className function', () => {
    const {rerender} = render(<Button className="mine">A</Button>);
    expect(screen.getByRole('button', {name: 'A'})).toHaveClass('ui-Button', 'mine');
    rerender(<Button className={({isDisabled}) => (isDisabled ? 'off' : 'on')}>A</Button>);
    expect(screen.getByRole('button', {name: 'A'})).toHaveClass('ui-Button', 'on');
  });

  describe('given isPending', () => {
    afterEach(() => jest.useRealTimers());

    it('should show a spinner, mark the button busy and keep its name', () => {
      render(<Button isPending>Save</Button>);
      const button = screen.getByRole('button', {name: /Save/});
      expect(button).toHaveAttribute('aria-disabled', 'true');
      expect(button).toHaveAttribute('data-pending', 'true');
      expect(screen.getByRole('progressbar', {name: 'Loading'})).toBeInTheDocument();
    });

    it('should ignore presses and not submit a form', async () => {
      const user = userEvent.setup();
      const onPress = jest.fn();
      const onSubmit = jest.fn((event: React.FormEvent) => event.preventDefault());
      render(
        <form onSubmit={onSubmit}>
          <Button type="submit" isPending onPress={onPress}>
            Send
          </Button>
        </form>,
      );
      await user.click(screen.getByRole('button', {name: /Send/}));
      expect(onPress).not.toHaveBeenCalled();
      expect(onSubmit).not.toHaveBeenCalled();
    });

    it('should support the upload demo: "Uploading..." for 2 seconds, then reset', async () => {
      jest.useFakeTimers();
      const user = userEvent.setup({advanceTimers: jest.advanceTimersByTime});
      function Upload() {
        const [pending, setPending] = useState(false);
        return (
          <Button
            isPending={pending}
            pendingText="Uploading..."
            onPress={() => {
              setPending(true);
              setTimeout(() => setPending(false), 2000);
            }}
          >
            Upload
          </Button>
        );
      }
      render(<Upload />);
      expect(screen.getByText('Uploading...')).toHaveAttribute('aria-hidden', 'true');
      expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
      await user.click(screen.getByRole('button', {name: 'Upload'}));
      expect(screen.getByRole('progressbar', {name: 'Loading'})).toBeInTheDocument();
      expect(screen.getByRole('button', {name: /Uploading\.\.\./})).toHaveAttribute('data-pending');
      expect(screen.getByText('Upload')).toHaveAttribute('data-hidden', 'true');
      await act(() => jest.advanceTimersByTimeAsync(2000));
      expect(screen.getByRole('button', {name: 'Upload'})).not.toHaveAttribute('data-pending');
    });
  });

  describe('given the 1.x names isLoading and loadingText', () => {
    it('should treat them as isPending and pendingText', () => {
      render(
        <Button isLoading loadingText="Uploading...">
          Upload
        </Button>,
      );
      expect(screen.getByRole('button', {name: /Uploading\.\.\./})).toHaveAttribute('data-pending');
      expect(screen.getByRole('progressbar', {name: 'Loading'})).toBeInTheDocument();
    });

    it('should let isPending and pendingText win over them', () => {
      render(
        <Button isPending={false} isLoading pendingText="Saving..." loadingText="Loading...">
          Save
        </Button>,
      );
      expect(screen.getByRole('button', {name: 'Save'})).not.toHaveAttribute('data-pending');
      expect(screen.getByText('Saving...')).toHaveAttribute('aria-hidden', 'true');
      expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
    });
  });

  it('should render on the server, pending state included', () => {
    const html = renderToString(
      <Button isPending pendingText="Uploading...">
        Upload
      </Button>,
    );
    expect(html).toContain('data-pending="true"');
    expect(html).toContain('role="progressbar"');
    expect(html).toContain('Uploading...');
  });

  it('should have no axe violations', async () => {
    const {container} = render(
      <div>
        <Button>Primary</Button>
        <Button variant="danger">Delete</Button>
        <Button isPending>Saving</Button>
        <Button isIconOnly aria-label="Close">
          <svg aria-hidden="true" />
        </Button>
      </div>,
    );
    expect(await axe(container)).toHaveNoViolations();
  });
});

import {act, render, screen, waitFor, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {axe} from 'jest-axe';
import {createRef} from 'react';
import {renderToString} from 'react-dom/server';
import {Button} from '../Button';
import {Toast, ToastRegion} from './Toast';
import {toast, ToastQueue} from './ToastQueue';

function App({queue}: {queue: ToastQueue}) {
  return (
    <main>
      <Button onPress={() => queue.success('Invoice sent', {description: 'To ada@example.com'})}>
        Send invoice
      </Button>
      <ToastRegion queue={queue} />
    </main>
  );
}

const region = () => screen.getByRole('region');

describe('Toast', () => {
  it('should render no region until a toast is shown, then a landmark named by its count', async () => {
    const user = userEvent.setup();
    const queue = new ToastQueue();
    render(<App queue={queue} />);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', {name: 'Send invoice'}));
    expect(region()).toHaveAccessibleName('1 notification.');
    expect(region()).toHaveClass('ui-ToastRegion');
    expect(region()).toHaveAttribute('data-placement', 'bottom end');
    act(() => void queue.show('Second'));
    expect(region()).toHaveAccessibleName('2 notifications.');
  });

  it('should show a non-modal alertdialog named by its title, with its text in an alert', async () => {
    const queue = new ToastQueue();
    render(<ToastRegion queue={queue} />);
    act(() => void queue.success('Invoice sent', {description: 'To ada@example.com'}));
    const item = screen.getByRole('alertdialog', {name: 'Invoice sent'});
    expect(item).toHaveClass('ui-Toast');
    expect(item).toHaveAttribute('aria-modal', 'false');
    expect(item).toHaveAttribute('data-tone', 'success');
    expect(item).toHaveAccessibleDescription('To ada@example.com');
    expect(within(item).getByRole('alert')).toHaveTextContent('Invoice sentTo ada@example.com');
  });

  it.each([
    ['show', 'neutral'],
    ['success', 'success'],
    ['warning', 'warning'],
    ['danger', 'danger'],
  ] as const)('should give a toast from %s() the %s tone', (method, tone) => {
    const queue = new ToastQueue();
    render(<ToastRegion queue={queue} />);
    act(() => void queue[method]('Message'));
    expect(screen.getByRole('alertdialog')).toHaveAttribute('data-tone', tone);
  });

  it('should close when its close button is pressed and call onClose', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    const queue = new ToastQueue();
    render(<ToastRegion queue={queue} />);
    act(() => void queue.show('Draft saved', {onClose}));
    await user.click(screen.getByRole('button', {name: 'Close'}));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('should run the action and close the toast when the action is pressed', async () => {
    const user = userEvent.setup();
    const onAction = jest.fn();
    const queue = new ToastQueue();
    render(<ToastRegion queue={queue} />);
    act(() => void queue.show('Message archived', {action: {label: 'Undo', onAction}}));
    await user.click(screen.getByRole('button', {name: 'Undo'}));
    expect(onAction).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    act(() => void queue.show('Message archived', {action: {label: 'Undo', onAction}}));
    act(() => screen.getByRole('button', {name: 'Undo'}).focus());
    await user.keyboard('{Enter}');
    expect(onAction).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('should close programmatically by the key show() returns', () => {
    const queue = new ToastQueue();
    render(<ToastRegion queue={queue} />);
    let key = '';
    act(() => void (key = queue.show('Uploading…', {timeout: false})));
    expect(screen.getByRole('alertdialog', {name: 'Uploading…'})).toBeInTheDocument();
    act(() => queue.close(key));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('should show at most maxVisibleToasts, newest first, the others when room frees up', async () => {
    const user = userEvent.setup();
    const queue = new ToastQueue({maxVisibleToasts: 1});
    render(<ToastRegion queue={queue} />);
    act(() => void queue.show('First'));
    act(() => void queue.show('Second'));
    expect(screen.getAllByRole('alertdialog')).toHaveLength(1);
    expect(screen.getByRole('alertdialog')).toHaveAccessibleName('Second');
    await user.click(screen.getByRole('button', {name: 'Close'}));
    expect(screen.getByRole('alertdialog')).toHaveAccessibleName('First');
  });

  it('should take a name from aria-label and forward refs to the region and the toast', () => {
    const queue = new ToastQueue();
    const regionRef = createRef<HTMLDivElement>();
    const toastRef = createRef<HTMLDivElement>();
    render(
      <ToastRegion queue={queue} aria-label="Notifications" ref={regionRef}>
        {({toast: item}) => <Toast toast={item} ref={toastRef} />}
      </ToastRegion>,
    );
    act(() => void queue.show('Saved'));
    expect(screen.getByRole('region', {name: 'Notifications'})).toBe(regionRef.current);
    expect(screen.getByRole('alertdialog')).toBe(toastRef.current);
  });

  it('should render nothing on the server', () => {
    const queue = new ToastQueue();
    queue.show('Saved');
    expect(renderToString(<ToastRegion queue={queue} />)).toBe('');
  });

  it('should show the app-wide toast queue by default', () => {
    render(<ToastRegion placement="top" className="mine" />);
    act(() => void toast.warning('Storage almost full'));
    expect(region()).toHaveClass('ui-ToastRegion', 'mine');
    expect(region()).toHaveAttribute('data-placement', 'top');
    expect(screen.getByRole('alertdialog', {name: 'Storage almost full'})).toBeInTheDocument();
    act(() => toast.clear());
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('should render each toast with a custom render function and closeLabel', () => {
    const queue = new ToastQueue();
    render(
      <ToastRegion queue={queue}>
        {({toast: item}) => <Toast toast={item} className="wide" closeLabel="Dismiss" />}
      </ToastRegion>,
    );
    act(() => void queue.show('Copied'));
    expect(screen.getByRole('alertdialog')).toHaveClass('ui-Toast', 'wide');
    expect(screen.getByRole('button', {name: 'Dismiss'})).toBeInTheDocument();
  });

  describe('given keyboard use', () => {
    it('should move focus to the region with F6, then Tab to the toast and its buttons', async () => {
      const user = userEvent.setup();
      const queue = new ToastQueue();
      render(<App queue={queue} />);
      await user.tab();
      const trigger = screen.getByRole('button', {name: 'Send invoice'});
      expect(trigger).toHaveFocus();
      await user.keyboard('{Enter}');
      await user.keyboard('{F6}');
      await waitFor(() => expect(region()).toHaveFocus());
      expect(region()).toHaveAttribute('data-focus-visible');
      await user.tab();
      expect(screen.getByRole('alertdialog')).toHaveFocus();
      await user.tab();
      expect(screen.getByRole('button', {name: 'Close'})).toHaveFocus();
      await user.tab({shift: true});
      expect(screen.getByRole('alertdialog')).toHaveFocus();
      await user.tab();
      // Closing the last toast returns focus to where it was before F6.
      await user.keyboard('{Enter}');
      expect(screen.queryByRole('region')).not.toBeInTheDocument();
      await waitFor(() => expect(trigger).toHaveFocus());
    });

    it('should move focus to the next toast when the focused one closes', async () => {
      const user = userEvent.setup();
      const queue = new ToastQueue();
      render(<App queue={queue} />);
      act(() => void queue.show('Older'));
      act(() => void queue.show('Newer'));
      await user.tab();
      await user.keyboard('{F6}');
      await user.tab();
      expect(screen.getByRole('alertdialog', {name: 'Newer'})).toHaveFocus();
      await user.tab();
      await user.keyboard(' ');
      await waitFor(() => expect(screen.getByRole('alertdialog', {name: 'Older'})).toHaveFocus());
    });
  });

  describe('given a timeout', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it('should close after 5 seconds by default', () => {
      const onClose = jest.fn();
      const queue = new ToastQueue();
      render(<ToastRegion queue={queue} />);
      act(() => void queue.show('Link copied', {onClose}));
      act(() => jest.advanceTimersByTime(4999));
      expect(screen.getByRole('alertdialog')).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(1));
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
      expect(onClose).toHaveBeenCalledTimes(1);
    });

    it('should raise a timeout under 5 seconds to 5 and honour a longer one', () => {
      const queue = new ToastQueue();
      render(<ToastRegion queue={queue} />);
      act(() => void queue.show('Short', {timeout: 1000}));
      act(() => void queue.show('Long', {timeout: 8000}));
      act(() => jest.advanceTimersByTime(5000));
      expect(screen.getByRole('alertdialog')).toHaveAccessibleName('Long');
      act(() => jest.advanceTimersByTime(3000));
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    });

    it('should stay open with an action, or with timeout false, until closed', () => {
      const queue = new ToastQueue();
      render(<ToastRegion queue={queue} />);
      act(() => void queue.show('Archived', {action: {label: 'Undo', onAction: () => {}}}));
      act(() => void queue.danger('Upload failed', {timeout: false}));
      act(() => jest.advanceTimersByTime(60_000));
      expect(screen.getAllByRole('alertdialog')).toHaveLength(2);
    });

    it('should pause the timer while the region is hovered', async () => {
      const user = userEvent.setup({advanceTimers: jest.advanceTimersByTime});
      const queue = new ToastQueue();
      render(<ToastRegion queue={queue} />);
      act(() => void queue.show('Link copied'));
      act(() => jest.advanceTimersByTime(3000));
      await user.hover(screen.getByRole('alertdialog'));
      act(() => jest.advanceTimersByTime(10_000));
      expect(screen.getByRole('alertdialog')).toBeInTheDocument();
      await user.unhover(screen.getByRole('alertdialog'));
      act(() => jest.advanceTimersByTime(1999));
      expect(screen.getByRole('alertdialog')).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(1));
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    });

    it('should pause the timer while focus is inside the region', () => {
      const queue = new ToastQueue();
      render(<App queue={queue} />);
      act(() => void queue.show('Link copied'));
      act(() => screen.getByRole('alertdialog').focus());
      act(() => jest.advanceTimersByTime(10_000));
      expect(screen.getByRole('alertdialog')).toBeInTheDocument();
      act(() => screen.getByRole('button', {name: 'Send invoice'}).focus());
      act(() => jest.advanceTimersByTime(5000));
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    });
  });

  it('should have no axe violations', async () => {
    const queue = new ToastQueue();
    const {baseElement} = render(<App queue={queue} />);
    act(() => void queue.danger('Payment failed', {description: 'Check the card details.'}));
    act(() => void queue.show('Archived', {action: {label: 'Undo', onAction: () => {}}}));
    expect(await axe(baseElement)).toHaveNoViolations();
  });
});

import {act, render, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ClickCounter from './counter';
import FollowButton from './follow';
import UploadButton from './upload';

// user-event drives RAC buttons through full press/focus sequences, slow on a busy 2-core machine.
jest.setTimeout(20_000);
describe('button examples', () => {
  describe('given the upload button', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it('should show a spinner and "Uploading..." for 2 seconds, then reset', async () => {
      const user = userEvent.setup({advanceTimers: jest.advanceTimersByTime});
      render(<UploadButton />);
      const button = screen.getByRole('button', {name: 'Upload file'});
      expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();

      await user.click(button);
      expect(button).toHaveAttribute('data-pending');
      expect(screen.getByRole('progressbar', {name: 'Loading'})).toBeInTheDocument();
      expect(screen.getByRole('button', {name: /Uploading\.\.\./})).toBe(button);

      act(() => jest.advanceTimersByTime(1999));
      expect(button).toHaveAttribute('data-pending');

      act(() => jest.advanceTimersByTime(1));
      expect(button).not.toHaveAttribute('data-pending');
      expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
      expect(screen.getByRole('button', {name: 'Upload file'})).toBeEnabled();
    });
  });

  it('should toggle between Follow and Following with aria-pressed', async () => {
    const user = userEvent.setup();
    render(<FollowButton />);
    const follow = screen.getByRole('button', {name: 'Follow'});
    expect(follow).toHaveAttribute('aria-pressed', 'false');

    await user.click(follow);
    const following = screen.getByRole('button', {name: 'Following'});
    expect(following).toHaveAttribute('aria-pressed', 'true');

    await user.keyboard(' ');
    expect(screen.getByRole('button', {name: 'Follow'})).toHaveAttribute('aria-pressed', 'false');
  });

  it('should count clicks', async () => {
    const user = userEvent.setup();
    render(<ClickCounter />);
    expect(screen.getByText('Clicked 0 times')).toBeInTheDocument();
    const button = screen.getByRole('button', {name: 'Click me'});
    await user.click(button);
    expect(screen.getByText('Clicked 1 time')).toBeInTheDocument();
    await user.click(button);
    await user.keyboard('{Enter}');
    expect(screen.getByText('Clicked 3 times')).toBeInTheDocument();
  });
});

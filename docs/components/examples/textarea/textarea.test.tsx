import {act, render, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import TextAreaCounters from './counters';
import BioMinimum from './min-length';

// user-event drives RAC fields through full press/focus sequences, slow on a busy 2-core machine.
jest.setTimeout(20_000);
describe('textarea examples', () => {
  it('should count towards 20 and flag a bio under 20 characters', async () => {
    const user = userEvent.setup();
    render(<BioMinimum />);
    const bio = screen.getByRole('textbox', {name: 'Bio'});
    expect(bio).toHaveAccessibleDescription('At least 20 characters · 0/20');

    await user.type(bio, 'I build dashboards');
    expect(bio).toBeInvalid();
    expect(bio).toHaveAccessibleDescription(
      'At least 20 characters · 18/20 Bio must contain at least 20 characters.',
    );

    await user.type(bio, '!!');
    expect(bio).toBeValid();
    expect(bio).toHaveAccessibleDescription('At least 20 characters · 20/20');
  });

  it('should show counters of 200 and 280 and announce the limit politely', async () => {
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({advanceTimers: jest.advanceTimersByTime});
      render(<TextAreaCounters />);
      expect(screen.getByText('0/200')).toBeInTheDocument();
      expect(screen.getByText('0/280')).toBeInTheDocument();

      const announcement = screen.getByRole('textbox', {name: 'Announcement'});
      await user.click(announcement);
      await user.paste('x'.repeat(279));
      expect(screen.getByText('279/280')).toBeInTheDocument();
      await act(() => jest.advanceTimersByTimeAsync(1000));
      expect(screen.getByText('1 character left')).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });
});

import {act, render, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import SpinnerInRegion from './region';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

// user-event drives RAC buttons through full press/focus sequences, slow on a busy 2-core machine.
jest.setTimeout(20_000);
describe('spinner examples', () => {
  it('should show a labelled spinner while searching, then the results', async () => {
    const user = userEvent.setup({advanceTimers: jest.advanceTimersByTime});
    render(<SpinnerInRegion />);
    const region = screen.getByRole('region', {name: 'Search results'});
    await user.click(screen.getByRole('button', {name: 'Search files for “quarter”'}));
    expect(region).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('progressbar', {name: 'Searching files'})).toBeInTheDocument();

    act(() => jest.advanceTimersByTime(1500));
    expect(region).toHaveAttribute('aria-busy', 'false');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
  });
});

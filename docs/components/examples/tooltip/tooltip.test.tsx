import {act, render, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import TooltipWithDelay from './delay';
import TooltipHero from './hero';

const setup = () => userEvent.setup({advanceTimers: jest.advanceTimersByTime});

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  // RAC shares a warm-up timer between tooltips: let it run out between tests.
  act(() => jest.runAllTimers());
  jest.useRealTimers();
});

// user-event drives RAC fields through full press/focus sequences, slow on a busy 2-core machine.
jest.setTimeout(20_000);
describe('tooltip examples', () => {
  it('should open on hover only once the pointer has rested for the delay', async () => {
    const user = setup();
    render(<TooltipWithDelay />);
    // Hover opens only after pointer movement, as when a mouse crosses the page to the trigger.
    await user.hover(document.body);
    await user.hover(screen.getByRole('button', {name: 'Archive'}));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(700));
    expect(screen.getByRole('tooltip')).toHaveTextContent(
      'Moves the project to Archived; restore it at any time.',
    );
  });

  it('should show the shortcut on keyboard focus and describe the icon button with it', async () => {
    const user = setup();
    render(<TooltipHero />);
    await user.tab();
    const undo = screen.getByRole('button', {name: 'Undo'});
    expect(undo).toHaveFocus();
    expect(screen.getByRole('tooltip')).toHaveTextContent(/Undo/);
    expect(undo).toHaveAccessibleDescription(/^Undo Control\s*\+\s*Z$/);
  });
});

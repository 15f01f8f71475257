import {render, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import DismissibleChips from './dismissible';
import ChipTypes from './types';

// user-event drives RAC buttons through full press/focus sequences, slow on a busy 2-core machine.
jest.setTimeout(20_000);
describe('chip examples', () => {
  it('should show the five types', () => {
    render(<ChipTypes />);
    for (const type of ['success', 'warning', 'danger', 'accent', 'default']) {
      const label = type[0]!.toUpperCase() + type.slice(1);
      expect(screen.getByText(label).closest('.ui-Chip')).toHaveAttribute('data-type', type);
    }
  });

  it('should remove a filter and bring them all back with reset', async () => {
    const user = userEvent.setup();
    render(<DismissibleChips />);
    const reset = screen.getByRole('button', {name: 'Reset filters'});
    expect(reset).toBeDisabled();

    await user.click(screen.getByRole('button', {name: 'Remove Under $50'}));
    expect(screen.queryByText('Under $50')).not.toBeInTheDocument();
    expect(screen.getByText('In stock')).toBeInTheDocument();
    expect(reset).toBeEnabled();

    await user.click(reset);
    expect(screen.getByText('Under $50')).toBeInTheDocument();
  });
});

import {render, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import SelectAll from './indeterminate';
import RequiredCheckbox from './required';

// user-event drives RAC fields through full press/focus sequences, slow on a busy 2-core machine.
jest.setTimeout(20_000);
describe('checkbox examples', () => {
  it('should make the select-all checkbox indeterminate, checked or clear', async () => {
    const user = userEvent.setup();
    render(<SelectAll />);
    const all = screen.getByRole('checkbox', {name: 'All toppings'});
    expect(all).toBePartiallyChecked();

    await user.click(all);
    expect(all).toBeChecked();
    for (const name of ['Cheese', 'Mushrooms', 'Olives']) {
      expect(screen.getByRole('checkbox', {name})).toBeChecked();
    }

    await user.click(screen.getByRole('checkbox', {name: 'Olives'}));
    expect(all).toBePartiallyChecked();

    await user.click(all);
    expect(all).toBeChecked();
    await user.click(all);
    expect(screen.getByRole('checkbox', {name: 'Cheese'})).not.toBeChecked();
  });

  it('should block submit until the terms are accepted', async () => {
    const user = userEvent.setup();
    render(<RequiredCheckbox />);
    await user.click(screen.getByRole('button', {name: 'Create workspace'}));
    const terms = screen.getByRole('checkbox', {name: 'I accept the terms of service (sample)'});
    expect(terms).toHaveAccessibleDescription('Accept the terms to create a workspace.');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    await user.keyboard(' ');
    await user.click(screen.getByRole('button', {name: 'Create workspace'}));
    expect(screen.getByRole('status')).toHaveTextContent('terms: yes');
  });
});

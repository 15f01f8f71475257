import {render, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import LoginCard from './hero';

// user-event drives RAC fields through full press/focus sequences, slow on a busy 2-core machine.
jest.setTimeout(30_000);
describe('card examples', () => {
  it('should show the submitted email in an alert, never window.alert', async () => {
    const user = userEvent.setup();
    const windowAlert = jest.spyOn(window, 'alert').mockImplementation(() => {});
    render(<LoginCard />);
    await user.type(screen.getByRole('textbox', {name: /Email/}), 'sam@example.com');
    await user.type(screen.getByLabelText(/Password/), 'Sample-pass1');
    await user.click(screen.getByRole('button', {name: 'Log in'}));
    expect(screen.getByRole('status')).toHaveTextContent('Welcome back, sam@example.com.');
    expect(windowAlert).not.toHaveBeenCalled();
    windowAlert.mockRestore();
  });

  it('should not log in with empty fields', async () => {
    const user = userEvent.setup();
    render(<LoginCard />);
    await user.click(screen.getByRole('button', {name: 'Log in'}));
    expect(screen.queryByText(/Welcome back/)).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', {name: /Email/})).toHaveAttribute('aria-invalid', 'true');
  });
});

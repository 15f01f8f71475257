import {render, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {axe} from 'jest-axe';
import LoginCard from './login-card';
import {expectNoConsoleErrors} from '../test-utils';

describe('login card showcase', () => {
  expectNoConsoleErrors();

  it('should show every password rule that fails, beside the field', async () => {
    const user = userEvent.setup();
    render(<LoginCard />);
    await user.type(screen.getByRole('textbox', {name: /Email/}), 'not-an-email');
    await user.type(screen.getByLabelText(/Password/), 'short');
    await user.click(screen.getByRole('button', {name: 'Sign in'}));
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText(/Password must be at least 8 characters/)).toBeInTheDocument();
    expect(screen.getByText(/one uppercase letter/)).toBeInTheDocument();
    expect(screen.getByText(/one number/)).toBeInTheDocument();
    expect(screen.queryByRole('alert', {name: /Signed in/})).not.toBeInTheDocument();
  });

  it('should sign in with valid values and show them in an alert', async () => {
    const user = userEvent.setup();
    render(<LoginCard />);
    await user.type(screen.getByRole('textbox', {name: /Email/}), 'ada@example.com');
    await user.type(screen.getByLabelText(/Password/), 'Analytical1');
    await user.click(screen.getByRole('button', {name: 'Sign in'}));
    expect(await screen.findByText(/Welcome back, ada@example.com/)).toBeInTheDocument();
  });

  it('should have no axe violations', async () => {
    const {container} = render(<LoginCard />);
    expect(await axe(container)).toHaveNoViolations();
  });
});

import {render, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {axe} from 'jest-axe';
import ProfileForm from './profile-form';
import {expectNoConsoleErrors} from '../test-utils';

describe('profile form showcase', () => {
  expectNoConsoleErrors();

  it('should explain too-short values', async () => {
    const user = userEvent.setup();
    render(<ProfileForm />);
    await user.type(screen.getByRole('textbox', {name: /Name/}), 'Al');
    await user.type(screen.getByRole('textbox', {name: /Email/}), 'al@example.com');
    await user.type(screen.getByRole('textbox', {name: /Bio/}), 'Too short');
    await user.click(screen.getByRole('button', {name: 'Save profile'}));
    expect(screen.getByText('Name must be at least 3 characters')).toBeInTheDocument();
    expect(screen.getByText('Bio must be at least 10 characters')).toBeInTheDocument();
  });

  it('should show the submitted values in an alert', async () => {
    const user = userEvent.setup();
    render(<ProfileForm />);
    await user.type(screen.getByRole('textbox', {name: /Name/}), 'Ada Lovelace');
    await user.type(screen.getByRole('textbox', {name: /Email/}), 'ada@example.com');
    await user.type(screen.getByRole('textbox', {name: /Bio/}), 'Wrote the first program.');
    await user.click(screen.getByRole('button', {name: 'Save profile'}));
    expect(
      await screen.findByText('Ada Lovelace · ada@example.com · Wrote the first program.'),
    ).toBeInTheDocument();
  });

  it('should have no axe violations', async () => {
    const {container} = render(<ProfileForm />);
    expect(await axe(container)).toHaveNoViolations();
  });
});

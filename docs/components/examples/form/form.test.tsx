import {render, screen, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import AccountForm from './field-types';
import ProfileForm from './profile';
import ServerErrorsForm from './server-errors';
import SignInForm from './sign-in';

// user-event drives RAC fields through full press/focus sequences, slow on a busy 2-core machine.
jest.setTimeout(20_000);
describe('form examples', () => {
  describe('given the profile form', () => {
    it('should block submit with the minimum-length messages, then show the saved values', async () => {
      const user = userEvent.setup();
      render(<ProfileForm />);
      const name = screen.getByRole('textbox', {name: 'Name'});
      const bio = screen.getByRole('textbox', {name: 'Bio'});
      await user.type(name, 'Al');
      await user.type(screen.getByRole('textbox', {name: 'Email'}), 'al@example.com');
      await user.type(bio, 'Too short');
      await user.click(screen.getByRole('button', {name: 'Save profile'}));

      expect(name).toHaveAccessibleDescription('Name must be at least 3 characters');
      expect(bio).toHaveAccessibleDescription('Bio must be at least 10 characters');
      expect(name).toHaveFocus();
      expect(screen.queryByRole('status')).not.toBeInTheDocument();

      await user.type(name, 'ex');
      await user.type(bio, ', really.');
      await user.click(screen.getByRole('button', {name: 'Save profile'}));
      expect(screen.getByRole('status')).toHaveTextContent(
        'Profile saved (sample)Alex · al@example.com · Too short, really.',
      );
    });

    it('should require every field', async () => {
      const user = userEvent.setup();
      render(<ProfileForm />);
      await user.click(screen.getByRole('button', {name: 'Save profile'}));
      for (const name of ['Name', 'Email', 'Bio']) {
        expect(screen.getByRole('textbox', {name})).toBeInvalid();
      }
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
    });
  });

  describe('given the sign-in form', () => {
    it.each([
      ['short1A', 'Password must be at least 8 characters'],
      ['lowercase1', 'Password must contain at least one uppercase letter'],
      ['NoNumbers', 'Password must contain at least one number'],
    ])('should reject the password %s with "%s"', async (password, message) => {
      const user = userEvent.setup();
      render(<SignInForm />);
      await user.type(screen.getByRole('textbox', {name: 'Email'}), 'sam@example.com');
      await user.type(screen.getByLabelText(/^Password/), password);
      await user.click(screen.getByRole('button', {name: 'Sign in'}));
      expect(screen.getByLabelText(/^Password/)).toHaveAccessibleDescription(message);
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
    });

    it('should reject an email without a domain, then sign in with valid values', async () => {
      const user = userEvent.setup();
      render(<SignInForm />);
      const email = screen.getByRole('textbox', {name: 'Email'});
      await user.type(email, 'sam@example');
      await user.type(screen.getByLabelText(/^Password/), 'Secret123');
      await user.click(screen.getByRole('button', {name: 'Sign in'}));
      expect(email).toHaveAccessibleDescription('Please enter a valid email address');

      await user.type(email, '.com');
      await user.click(screen.getByRole('button', {name: 'Sign in'}));
      expect(screen.getByRole('status')).toHaveTextContent('Welcome back, sam@example.com.');
    });
  });

  describe('given the account details form', () => {
    it('should reject an age over 150 and submit every named value', async () => {
      const user = userEvent.setup();
      render(<AccountForm />);
      await user.type(screen.getByRole('textbox', {name: 'Full name'}), 'Ada Lovelace');
      await user.type(screen.getByRole('textbox', {name: 'Username'}), 'ada');
      const age = screen.getByRole('spinbutton', {name: 'Age'});
      await user.type(age, '151');
      await user.click(screen.getByRole('button', {name: 'Save details'}));
      expect(age).toHaveAccessibleDescription('Between 0 and 150. Enter an age from 0 to 150.');

      await user.clear(age);
      await user.type(age, '36');
      await user.click(screen.getByRole('button', {name: 'Save details'}));
      const alert = screen.getByRole('status');
      expect(within(alert).getByText(/fullName: Ada Lovelace/)).toHaveTextContent(
        'fullName: Ada Lovelace · username: ada · bio: — · website: — · phone: — · age: 36',
      );
    });
  });

  describe('given the server errors form', () => {
    it('should show a taken username on the field, then accept another one', async () => {
      const user = userEvent.setup();
      render(<ServerErrorsForm />);
      const username = screen.getByRole('textbox', {name: 'Username'});
      await user.type(username, 'admin');
      await user.click(screen.getByRole('button', {name: 'Create account'}));
      expect(username).toBeInvalid();
      expect(screen.getByText('admin is already taken. Try another username.')).toBeVisible();

      await user.type(username, '2');
      await user.click(screen.getByRole('button', {name: 'Create account'}));
      expect(username).toBeValid();
      expect(screen.getByRole('status')).toHaveTextContent('Username: admin2');
    });
  });
});

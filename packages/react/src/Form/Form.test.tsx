import {render, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {axe} from 'jest-axe';
import {Checkbox} from '../Checkbox/Checkbox';
import {TextArea} from '../TextArea/TextArea';
import {TextField} from '../TextField/TextField';
import {Form, type FormProps} from './Form';

// Whole forms are typed into key by key; on a busy CI machine that outgrows Jest's 5 s default.
jest.setTimeout(20_000);

const minLength = (min: number, message: string) => (value: string) =>
  value.length > 0 && value.length < min ? message : null;

/** The profile form of the docs demo. */
function ProfileForm(props: FormProps) {
  return (
    <Form aria-label="Profile" {...props}>
      <TextField
        label="Name"
        name="name"
        isRequired
        validate={minLength(3, 'Name must be at least 3 characters')}
        errorMessage={({validationDetails, validationErrors}) =>
          validationDetails.valueMissing ? 'Name is required' : validationErrors.join(' ')
        }
      />
      <TextField label="Email" name="email" type="email" isRequired />
      <TextArea
        label="Bio"
        name="bio"
        isRequired
        validate={minLength(10, 'Bio must be at least 10 characters')}
      />
      <button type="submit">Save</button>
      <button type="reset">Reset</button>
    </Form>
  );
}

function submitSpy() {
  return jest.fn((e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    return Object.fromEntries(new FormData(e.currentTarget));
  });
}

describe('Form', () => {
  it('should render a named form with the root class', () => {
    render(<ProfileForm className="mine" />);
    expect(screen.getByRole('form', {name: 'Profile'})).toHaveClass('ui-Form', 'mine');
  });

  describe('given native validation (the default)', () => {
    it('should block submit while invalid, focus the first invalid field and link each message', async () => {
      const user = userEvent.setup();
      const onSubmit = submitSpy();
      render(<ProfileForm onSubmit={onSubmit} />);
      await user.click(screen.getByRole('button', {name: 'Save'}));
      expect(onSubmit).not.toHaveBeenCalled();
      const name = screen.getByRole('textbox', {name: 'Name'});
      expect(name).toHaveFocus();
      expect(name).toHaveAttribute('aria-invalid', 'true');
      expect(name).toHaveAccessibleDescription('Name is required');
      expect(screen.getByRole('textbox', {name: 'Email'})).toHaveAttribute('aria-invalid', 'true');
      expect(screen.getByRole('textbox', {name: 'Bio'})).toHaveAttribute('aria-invalid', 'true');
    });

    it('should show custom validate messages after submit and submit once they are fixed', async () => {
      const user = userEvent.setup();
      const onSubmit = submitSpy();
      render(<ProfileForm onSubmit={onSubmit} />);
      await user.type(screen.getByRole('textbox', {name: 'Name'}), 'Al');
      await user.type(screen.getByRole('textbox', {name: 'Email'}), 'al@example.com');
      await user.type(screen.getByRole('textbox', {name: 'Bio'}), 'Hi');
      await user.click(screen.getByRole('button', {name: 'Save'}));
      expect(onSubmit).not.toHaveBeenCalled();
      expect(screen.getByRole('textbox', {name: 'Name'})).toHaveAccessibleDescription(
        'Name must be at least 3 characters',
      );
      expect(screen.getByRole('textbox', {name: 'Bio'})).toHaveAccessibleDescription(
        'Bio must be at least 10 characters',
      );
      await user.type(screen.getByRole('textbox', {name: 'Name'}), 'ice');
      await user.type(screen.getByRole('textbox', {name: 'Bio'}), ' there, I write docs.');
      await user.click(screen.getByRole('button', {name: 'Save'}));
      expect(onSubmit).toHaveReturnedWith({
        name: 'Alice',
        email: 'al@example.com',
        bio: 'Hi there, I write docs.',
      });
    });

    it('should keep a message until the next commit, then clear it once the value is valid', async () => {
      const user = userEvent.setup();
      render(<ProfileForm />);
      await user.click(screen.getByRole('button', {name: 'Save'}));
      const name = screen.getByRole('textbox', {name: 'Name'});
      await user.type(name, 'Alice');
      await user.tab();
      expect(name).not.toHaveAttribute('aria-invalid');
      expect(screen.queryByText('Name is required')).not.toBeInTheDocument();
    });
  });

  describe('given aria validation', () => {
    it('should mark fields invalid while typing, with several messages, without native blocking', async () => {
      const user = userEvent.setup();
      const onSubmit = submitSpy();
      render(
        <Form aria-label="Sign in" validationBehavior="aria" onSubmit={onSubmit}>
          <TextField
            label="Password"
            name="password"
            type="password"
            validate={(v) =>
              [
                v.length < 8 && 'Password must be at least 8 characters',
                !/[A-Z]/.test(v) && 'Password must contain at least one uppercase letter',
                !/\d/.test(v) && 'Password must contain at least one number',
              ].filter((m): m is string => Boolean(m))
            }
          />
          <button type="submit">Sign in</button>
        </Form>,
      );
      const password = screen.getByLabelText('Password');
      await user.type(password, 'abc');
      expect(password).toHaveAttribute('aria-invalid', 'true');
      expect(password).toHaveAccessibleDescription(
        'Password must be at least 8 characters Password must contain at least one uppercase letter Password must contain at least one number',
      );
      await user.type(password, 'defgH1');
      expect(password).not.toHaveAttribute('aria-invalid');
      await user.click(screen.getByRole('button', {name: 'Sign in'}));
      expect(onSubmit).toHaveReturnedWith({password: 'abcdefgH1'});
    });
  });

  describe('given server errors', () => {
    it('should show validationErrors on the named fields, linked, until the user edits and leaves them', async () => {
      const user = userEvent.setup();
      render(
        <Form aria-label="Sign up" validationErrors={{username: 'That username is taken.'}}>
          <TextField label="Username" name="username" defaultValue="alice" />
          <TextField label="City" name="city" />
        </Form>,
      );
      const username = screen.getByRole('textbox', {name: 'Username'});
      expect(username).toHaveAttribute('aria-invalid', 'true');
      expect(username).toHaveAccessibleDescription('That username is taken.');
      expect(screen.getByRole('textbox', {name: 'City'})).not.toHaveAttribute('aria-invalid');
      await user.type(username, '2');
      await user.tab();
      expect(username).not.toHaveAttribute('aria-invalid');
      expect(screen.queryByText('That username is taken.')).not.toBeInTheDocument();
    });
  });

  it('should reset values and messages with onReset', async () => {
    const user = userEvent.setup();
    const onReset = jest.fn();
    render(<ProfileForm onReset={onReset} />);
    await user.click(screen.getByRole('button', {name: 'Save'}));
    await user.type(screen.getByRole('textbox', {name: 'Email'}), 'a@b.co');
    await user.click(screen.getByRole('button', {name: 'Reset'}));
    expect(onReset).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('textbox', {name: 'Email'})).toHaveValue('');
    expect(screen.queryByText('Name is required')).not.toBeInTheDocument();
  });

  it('should reset a checkbox and a counter to their defaults', async () => {
    const user = userEvent.setup();
    render(
      <Form aria-label="Settings">
        <TextArea label="Note" name="note" defaultValue="hi" showCounter maxLength={50} />
        <Checkbox name="digest" defaultSelected>
          Digest
        </Checkbox>
        <button type="reset">Reset</button>
      </Form>,
    );
    await user.type(screen.getByRole('textbox', {name: 'Note'}), ' there');
    await user.click(screen.getByRole('checkbox', {name: 'Digest'}));
    expect(screen.getByText('8/50')).toBeInTheDocument();
    await user.click(screen.getByRole('button', {name: 'Reset'}));
    expect(screen.getByRole('textbox', {name: 'Note'})).toHaveValue('hi');
    expect(screen.getByText('2/50')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', {name: 'Digest'})).toBeChecked();
  });

  it('should have no axe violations, also while showing errors', async () => {
    const user = userEvent.setup();
    const {container} = render(<ProfileForm />);
    expect(await axe(container)).toHaveNoViolations();
    await user.click(screen.getByRole('button', {name: 'Save'}));
    expect(await axe(container)).toHaveNoViolations();
  });
});

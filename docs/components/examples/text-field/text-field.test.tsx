import {render, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ControlledTextField from './controlled';
import UsernameField from './username';

// user-event drives RAC fields through full press/focus sequences, slow on a busy 2-core machine.
jest.setTimeout(20_000);
describe('text field examples', () => {
  it('should flag a username under 3 characters while typing, and clear it at 3 or when empty', async () => {
    const user = userEvent.setup();
    render(<UsernameField />);
    const input = screen.getByRole('textbox', {name: 'Username'});
    expect(input).toBeValid();

    await user.type(input, 'ab');
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription(
      'Letters, numbers and dashes. Username must be at least 3 characters.',
    );

    await user.type(input, 'c');
    expect(input).toBeValid();
    expect(screen.queryByText('Username must be at least 3 characters.')).not.toBeInTheDocument();

    await user.clear(input);
    expect(input).toBeValid();
  });

  it('should turn the controlled value into a slug and show it', async () => {
    const user = userEvent.setup();
    render(<ControlledTextField />);
    const input = screen.getByRole('textbox', {name: 'Post URL'});
    await user.clear(input);
    await user.type(input, 'Hello World');
    expect(input).toHaveValue('hello-world');
    expect(screen.getByText('example.com/blog/hello-world')).toBeInTheDocument();
  });
});

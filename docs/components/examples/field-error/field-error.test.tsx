import {render, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import CustomMessages from './custom-messages';
import GroupError from './group';
import NativeMessages from './native';

// user-event drives RAC fields through full press/focus sequences, slow on a busy 2-core machine.
jest.setTimeout(20_000);

describe('field error examples', () => {
  it("should show the browser's message after a blocked submit", async () => {
    const user = userEvent.setup();
    render(<NativeMessages />);
    const email = screen.getByRole('textbox', {name: 'Email'});
    expect(email).not.toHaveAccessibleDescription();
    await user.click(screen.getByRole('button', {name: 'Subscribe'}));
    expect(email).toBeInvalid();
    const message = (email as HTMLInputElement).validationMessage;
    expect(message).not.toBe('');
    expect(email).toHaveAccessibleDescription(message);
  });

  it('should pick a message from the validation details', async () => {
    const user = userEvent.setup();
    render(<CustomMessages />);
    const website = screen.getByRole('textbox', {name: 'Website'});
    await user.click(screen.getByRole('button', {name: 'Save'}));
    expect(website).toHaveAccessibleDescription('Enter your company website.');

    await user.type(website, 'example.com');
    await user.click(screen.getByRole('button', {name: 'Save'}));
    expect(website).toHaveAccessibleDescription('Enter a full address, starting with https://');

    await user.clear(website);
    await user.type(website, 'https://example.com');
    await user.click(screen.getByRole('button', {name: 'Save'}));
    expect(screen.getByRole('status')).toHaveTextContent('website: https://example.com');
  });

  it('should show one error for a required group', async () => {
    const user = userEvent.setup();
    render(<GroupError />);
    await user.click(screen.getByRole('button', {name: 'Follow topics'}));
    expect(screen.getByText('Choose at least one topic.')).toBeVisible();

    await user.click(screen.getByRole('checkbox', {name: 'Tutorials'}));
    await user.click(screen.getByRole('button', {name: 'Follow topics'}));
    expect(screen.queryByText('Choose at least one topic.')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('topics: tutorials');
  });
});

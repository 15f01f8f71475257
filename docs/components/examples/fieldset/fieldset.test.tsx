import {render, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import AutoReply from './disabled';
import ContactChannels from './invalid';

describe('fieldset examples', () => {
  it('should show the group error until a channel is chosen', async () => {
    const user = userEvent.setup();
    render(<ContactChannels />);
    const group = screen.getByRole('group', {name: 'How should we reach you?'});
    expect(group).toHaveAccessibleDescription(
      'Choose at least one channel. Select at least one way to contact you.',
    );
    await user.click(screen.getByRole('checkbox', {name: 'SMS'}));
    expect(group).toHaveAccessibleDescription('Choose at least one channel.');
    expect(screen.queryByText('Select at least one way to contact you.')).not.toBeInTheDocument();
  });

  it('should disable every field in the group until the switch is on', async () => {
    const user = userEvent.setup();
    render(<AutoReply />);
    const subject = screen.getByRole('textbox', {name: 'Subject'});
    const contactsOnly = screen.getByRole('switch', {name: 'Only reply to my contacts'});
    expect(subject).toBeDisabled();
    expect(contactsOnly).toBeDisabled();

    await user.click(screen.getByRole('switch', {name: 'Send an automatic reply'}));
    expect(subject).toBeEnabled();
    expect(contactsOnly).toBeEnabled();
  });
});

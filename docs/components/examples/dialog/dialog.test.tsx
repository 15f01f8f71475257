import {render, screen, waitFor} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {axe} from 'jest-axe';
import SwitchWorkspaceDialog from './close';
import DismissableDialogs from './dismissable';
import EditProfileDialog from './hero';
import ModalSizes from './sizes';

// user-event drives RAC fields through full press/focus sequences, slow on a busy 2-core machine.
jest.setTimeout(20_000);

describe('dialog examples', () => {
  it('should open a named modal dialog from the keyboard and move focus into it', async () => {
    const user = userEvent.setup();
    const {baseElement} = render(<EditProfileDialog />);
    const trigger = screen.getByRole('button', {name: 'Edit profile'});
    await user.tab();
    await user.keyboard('{Enter}');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const dialog = screen.getByRole('dialog', {name: 'Edit profile'});
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('textbox', {name: 'Name'})).toHaveFocus();
    // The modal is portalled to <body>; a bare test page has no landmarks to put it in.
    expect(await axe(baseElement, {rules: {region: {enabled: false}}})).toHaveNoViolations();
  });

  it('should save the form and show the new profile in an alert when Save is pressed', async () => {
    const user = userEvent.setup();
    render(<EditProfileDialog />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', {name: 'Edit profile'}));
    const name = screen.getByRole('textbox', {name: 'Name'});
    await user.clear(name);
    await user.type(name, 'Sam Okafor');
    await user.click(screen.getByRole('button', {name: 'Save'}));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Sam Okafor (sam@example.com)');
  });

  it('should close without saving when Cancel or Escape is pressed, returning focus', async () => {
    const user = userEvent.setup();
    render(<EditProfileDialog />);
    const trigger = screen.getByRole('button', {name: 'Edit profile'});
    await user.click(trigger);
    await user.type(screen.getByRole('textbox', {name: 'Name'}), ' edited');
    await user.click(screen.getByRole('button', {name: 'Cancel'}));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(trigger);
    expect(screen.getByRole('textbox', {name: 'Name'})).toHaveValue('Sam Rivera');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // RAC restores focus to the trigger a frame after the modal unmounts.
    await waitFor(() => expect(trigger).toHaveFocus());
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('should switch workspace and close when a workspace is chosen', async () => {
    const user = userEvent.setup();
    render(<SwitchWorkspaceDialog />);
    expect(screen.getByText('Current workspace: Marketing')).toBeInTheDocument();
    await user.click(screen.getByRole('button', {name: 'Switch workspace'}));
    expect(screen.getByRole('dialog', {name: 'Switch workspace'})).toBeInTheDocument();
    await user.click(screen.getByRole('button', {name: 'Product design'}));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('Current workspace: Product design')).toBeInTheDocument();
  });

  it.each([
    ['Small', 'sm'],
    ['Medium', 'md'],
    ['Large', 'lg'],
  ])(
    'should open the %s modal with data-size %s when its button is pressed',
    async (label, size) => {
      const user = userEvent.setup();
      render(<ModalSizes />);
      await user.click(screen.getByRole('button', {name: label}));
      const dialog = screen.getByRole('dialog', {name: `${label} modal`});
      expect(dialog.closest('.ui-Modal')).toHaveAttribute('data-size', size);
    },
  );

  it('should close on a press outside by default, but not when isDismissable is false', async () => {
    const user = userEvent.setup();
    render(<DismissableDialogs />);
    await user.click(screen.getByRole('button', {name: 'What’s new'}));
    expect(screen.getByRole('dialog', {name: 'What’s new in 2.1'})).toBeInTheDocument();
    await user.click(document.querySelector('.ui-ModalOverlay')!);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', {name: 'Report a problem'}));
    await user.click(document.querySelector('.ui-ModalOverlay')!);
    expect(screen.getByRole('dialog', {name: 'Report a problem'})).toBeInTheDocument();
    await user.click(screen.getByRole('button', {name: 'Cancel'}));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('should close and show an alert when Send report is pressed', async () => {
    const user = userEvent.setup();
    render(<DismissableDialogs />);
    await user.click(screen.getByRole('button', {name: 'Report a problem'}));
    await user.type(screen.getByRole('textbox', {name: 'What happened?'}), 'The export hangs.');
    await user.click(screen.getByRole('button', {name: 'Send report'}));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Report sent');
  });
});

import {render, screen, waitFor} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {axe} from 'jest-axe';
import DiscardDraftDialog from './controlled';
import DeleteProjectDialog from './hero';
import PublishDialog from './primary';

// user-event drives RAC fields through full press/focus sequences, slow on a busy 2-core machine.
jest.setTimeout(20_000);

describe('alert-dialog examples', () => {
  it('should open a named alertdialog with focus on Cancel when the trigger is pressed', async () => {
    const user = userEvent.setup();
    const {baseElement} = render(<DeleteProjectDialog />);
    const trigger = screen.getByRole('button', {name: 'Delete project'});
    await user.tab();
    await user.keyboard('{Enter}');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const dialog = screen.getByRole('alertdialog', {name: 'Delete project?'});
    expect(dialog).toHaveAccessibleDescription(
      '“Website redesign” and its 24 files will be deleted for everyone. This cannot be undone.',
    );
    expect(screen.getByRole('button', {name: 'Cancel'})).toHaveFocus();
    // The dialog is portalled to <body>; a bare test page has no landmarks to put it in.
    expect(await axe(baseElement, {rules: {region: {enabled: false}}})).toHaveNoViolations();
  });

  it('should show that the project was deleted when the delete is confirmed', async () => {
    const user = userEvent.setup();
    render(<DeleteProjectDialog />);
    await user.click(screen.getByRole('button', {name: 'Delete project'}));
    await user.click(screen.getByRole('button', {name: 'Delete project'}));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Project deleted');
  });

  it('should show that nothing was deleted when Enter on Cancel or Escape closes it', async () => {
    const user = userEvent.setup();
    render(<DeleteProjectDialog />);
    const trigger = screen.getByRole('button', {name: 'Delete project'});
    await user.tab();
    await user.keyboard('{Enter}');
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Nothing deleted');
    await waitFor(() => expect(trigger).toHaveFocus());

    await user.keyboard(' ');
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('“Website redesign” was kept.');
    // RAC restores focus to the trigger a frame after the dialog unmounts.
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('should stay open on a press outside', async () => {
    const user = userEvent.setup();
    render(<DeleteProjectDialog />);
    await user.click(screen.getByRole('button', {name: 'Delete project'}));
    await user.click(document.querySelector('.ui-ModalOverlay')!);
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });

  it('should publish when the primary action is confirmed, and not when editing goes on', async () => {
    const user = userEvent.setup();
    render(<PublishDialog />);
    expect(screen.getByText('Status: Draft')).toBeInTheDocument();
    await user.click(screen.getByRole('button', {name: 'Publish'}));
    expect(screen.getByRole('alertdialog', {name: 'Publish “Spring menu”?'})).toHaveAttribute(
      'data-variant',
      'primary',
    );
    await user.click(screen.getByRole('button', {name: 'Keep editing'}));
    expect(screen.getByText('Status: Draft')).toBeInTheDocument();

    await user.click(screen.getByRole('button', {name: 'Publish'}));
    await user.click(screen.getByRole('button', {name: 'Publish'}));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByText('Status: Published')).toBeInTheDocument();
  });

  it('should clear the reply only when the discard is confirmed', async () => {
    const user = userEvent.setup();
    render(<DiscardDraftDialog />);
    const reply = screen.getByRole('textbox', {name: 'Reply'});
    const discard = screen.getByRole('button', {name: 'Discard reply'});
    await user.type(reply, ' call you.');
    await user.click(discard);
    await user.click(screen.getByRole('button', {name: 'Keep writing'}));
    expect(reply).toHaveValue('Thanks for the update, I will call you.');
    await waitFor(() => expect(discard).toHaveFocus());

    await user.click(discard);
    await user.click(screen.getByRole('button', {name: 'Discard'}));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(reply).toHaveValue('');
  });
});

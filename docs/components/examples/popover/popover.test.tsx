import {render, screen, waitFor} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import RenamePopover from './close-button';
import ControlledPopover from './controlled';
import PopoverHero from './hero';

// user-event drives RAC fields through full press/focus sequences, slow on a busy 2-core machine.
jest.setTimeout(20_000);
describe('popover examples', () => {
  it('should open as a named dialog, close on Escape and return focus to the trigger', async () => {
    const user = userEvent.setup();
    render(<PopoverHero />);
    const trigger = screen.getByRole('button', {name: 'Delivery details'});
    await user.click(trigger);
    const dialog = screen.getByRole('dialog', {name: 'Standard delivery'});
    expect(dialog).toHaveTextContent('Arrives in 4–10 business days.');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // RAC restores focus to the trigger a frame after the popover unmounts.
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('should report expanded and collapsed', async () => {
    const user = userEvent.setup();
    render(<ControlledPopover />);
    const trigger = screen.getByRole('button', {name: 'Storage'});
    expect(screen.getByText('Popover: collapsed')).toBeInTheDocument();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');

    await user.click(trigger);
    expect(screen.getByText('Popover: expanded')).toBeInTheDocument();
    expect(trigger).toHaveAttribute('aria-expanded', 'true');

    await user.keyboard('{Escape}');
    expect(screen.getByText('Popover: collapsed')).toBeInTheDocument();
  });

  it('should save the new name from inside the popover and show it in an alert', async () => {
    const user = userEvent.setup();
    render(<RenamePopover />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', {name: 'Rename project'}));
    const field = screen.getByRole('textbox', {name: 'Project name'});
    await user.clear(field);
    await user.type(field, 'Spring sale');
    await user.click(screen.getByRole('button', {name: 'Save'}));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Project name: Spring sale');
  });

  it('should close without saving on Cancel', async () => {
    const user = userEvent.setup();
    render(<RenamePopover />);
    await user.click(screen.getByRole('button', {name: 'Rename project'}));
    await user.type(screen.getByRole('textbox', {name: 'Project name'}), ' edited');
    await user.click(screen.getByRole('button', {name: 'Cancel'}));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});

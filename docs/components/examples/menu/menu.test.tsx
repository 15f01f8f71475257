import {render, screen, waitFor} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import MenuHero from './hero';
import MenuSections from './sections';
import SortMenu from './selection';
import MenuShortcuts from './shortcuts';

describe('menu examples', () => {
  it('should show the chosen action and return focus to the trigger', async () => {
    const user = userEvent.setup();
    render(<MenuHero />);
    expect(screen.getByText('Last action: none')).toBeInTheDocument();
    const trigger = screen.getByRole('button', {name: 'Actions'});
    await user.tab();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', {name: 'Edit'})).toHaveFocus();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(screen.getByText('Last action: duplicate')).toBeInTheDocument();
    // RAC restores focus to the trigger a frame after the menu unmounts.
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('should announce each shortcut by its key names', async () => {
    const user = userEvent.setup();
    render(<MenuShortcuts />);
    await user.click(screen.getByRole('button', {name: 'Edit'}));
    expect(screen.getByRole('menuitem', {name: 'Copy'})).toHaveAccessibleDescription(
      /Control\s*\+\s*C/,
    );
  });

  it('should group items under their headers and mark the disabled one', async () => {
    const user = userEvent.setup();
    render(<MenuSections />);
    await user.click(screen.getByRole('button', {name: 'Share'}));
    expect(screen.getByRole('group', {name: 'People'})).toBeInTheDocument();
    expect(screen.getByRole('group', {name: 'Export'})).toBeInTheDocument();
    expect(screen.getByRole('menuitem', {name: 'Invite people'})).toHaveAccessibleDescription(
      'Add teammates by email',
    );
    expect(screen.getByRole('menuitem', {name: 'Download as PDF (Pro plan)'})).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('should check the chosen sort order and show it', async () => {
    const user = userEvent.setup();
    render(<SortMenu />);
    expect(screen.getByText('Sorted by Date modified')).toBeInTheDocument();
    await user.click(screen.getByRole('button', {name: 'Sort'}));
    expect(screen.getByRole('menuitemradio', {name: 'Date modified'})).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await user.click(screen.getByRole('menuitemradio', {name: 'Size'}));
    expect(screen.getByText('Sorted by Size')).toBeInTheDocument();
  });
});

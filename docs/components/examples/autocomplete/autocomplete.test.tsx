import {render, screen, waitFor} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {axe} from 'jest-axe';
import MentionTeammate from './empty';
import CommandPalette from './hero';
import InsertBlock from './inline';
import TimeZonePicker from './sections';

// user-event drives RAC fields through full press/focus sequences, slow on a busy 2-core machine.
jest.setTimeout(20_000);

const menuItems = () =>
  screen
    .queryAllByRole('menuitem')
    .filter((item) => item.classList.contains('ui-MenuItem'))
    .map((item) => item.textContent);

describe('autocomplete examples', () => {
  describe('given the command palette', () => {
    it('should open from its button with focus in the search field, and close on Escape', async () => {
      const user = userEvent.setup();
      const {baseElement} = render(<CommandPalette />);
      const trigger = screen.getByRole('button', {name: 'Open command palette'});
      await user.tab();
      expect(trigger).toHaveFocus();
      await user.keyboard('{Enter}');
      expect(trigger).toHaveAttribute('aria-expanded', 'true');
      expect(screen.getByRole('dialog', {name: 'Command palette'})).toBeInTheDocument();
      const field = screen.getByRole('searchbox', {name: 'Search commands'});
      await waitFor(() => expect(field).toHaveFocus());
      // The modal is portalled to <body>; a bare test page has no landmarks to put it in.
      expect(await axe(baseElement, {rules: {region: {enabled: false}}})).toHaveNoViolations();
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      await waitFor(() => expect(trigger).toHaveFocus());
      expect(trigger).toHaveAttribute('aria-expanded', 'false');
    });

    it('should open with Ctrl+K, filter as you type and run the command with Enter', async () => {
      const user = userEvent.setup();
      render(<CommandPalette />);
      await user.keyboard('{Control>}k{/Control}');
      const field = screen.getByRole('searchbox', {name: 'Search commands'});
      await waitFor(() => expect(field).toHaveFocus());
      await user.keyboard('open');
      expect(menuItems()).toEqual(['Open reports', 'Open settings']);
      await user.keyboard('{ArrowDown}');
      await waitFor(() =>
        expect(field).toHaveAttribute(
          'aria-activedescendant',
          screen.getByRole('menuitem', {name: 'Open settings'}).id,
        ),
      );
      expect(field).toHaveFocus();
      await user.keyboard('{Enter}');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(screen.getByText(/Last command: Open settings/)).toBeInTheDocument();
    });

    it('should close again with Ctrl+K and run a command a pointer presses', async () => {
      const user = userEvent.setup();
      render(<CommandPalette />);
      await user.keyboard('{Control>}k{/Control}');
      expect(screen.getByRole('dialog')).toBeInTheDocument();
      await user.keyboard('{Control>}k{/Control}');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      await user.click(screen.getByRole('button', {name: 'Open command palette'}));
      await user.click(screen.getByRole('menuitem', {name: 'Invite teammate'}));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(screen.getByText(/Last command: Invite teammate/)).toBeInTheDocument();
    });
  });

  it('should filter the blocks as you type and insert the first match with Enter', async () => {
    const user = userEvent.setup();
    render(<InsertBlock />);
    expect(menuItems()).toHaveLength(6);
    await user.tab();
    const field = screen.getByRole('searchbox', {name: 'Insert a block'});
    expect(field).toHaveFocus();
    await user.keyboard('list');
    expect(menuItems()).toEqual(['Bulleted listPoints in no order', 'Numbered listSteps in order']);
    await user.keyboard('{Enter}');
    expect(screen.getByText('Document: Bulleted list')).toBeInTheDocument();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByText('Document: Bulleted list, Numbered list')).toBeInTheDocument();
    expect(field).toHaveFocus();
  });

  it('should match the start of city names, hide empty sections and select with Enter', async () => {
    const user = userEvent.setup();
    render(<TimeZonePicker />);
    expect(screen.getByText('Meetings are shown in London time.')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', {name: 'Time zone'}), 'sa');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'São Paulo',
    ]);
    expect(screen.getByRole('group', {name: 'Americas'})).toBeInTheDocument();
    expect(screen.queryByRole('group', {name: 'Europe'})).not.toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(screen.getByText('Meetings are shown in São Paulo time.')).toBeInTheDocument();
    await user.clear(screen.getByRole('searchbox', {name: 'Time zone'}));
    await user.type(screen.getByRole('searchbox', {name: 'Time zone'}), 'lo');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'London',
      'Los Angeles',
    ]);
  });

  it('should say no one matches, then list and mention a teammate', async () => {
    const user = userEvent.setup();
    render(<MentionTeammate />);
    const field = screen.getByRole('searchbox', {name: 'Mention a teammate'});
    expect(field).toHaveValue('Linus');
    expect(menuItems()).toEqual([]);
    expect(screen.getByRole('menu')).toHaveTextContent(
      'No teammate matches “Linus”. Check the spelling, or invite them first.',
    );
    await user.clear(field);
    await user.type(field, 'gra');
    expect(menuItems()).toEqual(['Grace Hopper']);
    await user.keyboard('{Enter}');
    expect(screen.getByText('Mentioned: Grace Hopper')).toBeInTheDocument();
  });
});

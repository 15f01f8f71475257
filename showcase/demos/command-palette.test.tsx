import {render, screen, waitFor, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {axe} from 'jest-axe';
import CommandPalette from './command-palette';
import {expectNoConsoleErrors} from '../test-utils';

// user-event drives RAC fields through full press/focus sequences: slow on 2 shared cores.
jest.setTimeout(30_000);

const commands = () =>
  screen
    .queryAllByRole('menuitem')
    .filter((item) => item.classList.contains('ui-MenuItem'))
    .map((item) => item.textContent);

describe('command palette showcase', () => {
  expectNoConsoleErrors();

  it('should open from its button with the commands in sections, and close on Escape', async () => {
    const user = userEvent.setup();
    render(<CommandPalette />);
    const trigger = screen.getByRole('button', {name: 'Search commands'});
    await user.tab();
    expect(trigger).toHaveFocus();
    await user.keyboard('{Enter}');
    const dialog = screen.getByRole('dialog', {name: 'Command palette'});
    await waitFor(() => expect(within(dialog).getByRole('searchbox')).toHaveFocus());
    expect(within(dialog).getAllByRole('group')).toHaveLength(3);
    expect(within(dialog).getByRole('group', {name: 'Create'})).toBeInTheDocument();
    expect(commands()).toHaveLength(8);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('should open with Ctrl+K, filter as you type and run a command with Enter', async () => {
    const user = userEvent.setup();
    render(<CommandPalette />);
    await user.tab();
    await user.keyboard('{Control>}k{/Control}');
    const field = screen.getByRole('searchbox', {name: 'Command'});
    await waitFor(() => expect(field).toHaveFocus());
    await user.keyboard('new');
    expect(commands()).toEqual(['New invoice', 'New project']);
    expect(screen.queryByRole('group', {name: 'Navigate'})).not.toBeInTheDocument();
    // Typing puts the virtual focus on the first match; one arrow moves on to the second.
    await user.keyboard('{ArrowDown}');
    await waitFor(() =>
      expect(field).toHaveAttribute(
        'aria-activedescendant',
        screen.getByRole('menuitem', {name: 'New project'}).id,
      ),
    );
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('status')).toHaveTextContent('Ran “New project”.');
  });

  it('should leave Ctrl+K to the page while focus is outside the demo', async () => {
    const user = userEvent.setup();
    render(<CommandPalette />);
    await user.keyboard('{Control>}k{/Control}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('should say when no command matches, and run one a pointer presses', async () => {
    const user = userEvent.setup();
    render(<CommandPalette />);
    expect(screen.getByRole('status')).toHaveTextContent('No command run yet (sample commands).');
    await user.click(screen.getByRole('button', {name: 'Search commands'}));
    const field = screen.getByRole('searchbox', {name: 'Command'});
    await user.type(field, 'xyz');
    expect(commands()).toEqual([]);
    expect(screen.getByRole('dialog')).toHaveTextContent(
      'No command matches. Try “new” or “go to”.',
    );
    await user.clear(field);
    await user.click(screen.getByRole('menuitem', {name: 'Contact support'}));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('status')).toHaveTextContent('Ran “Contact support”.');
  });

  it('should have no axe violations, closed and open', async () => {
    const user = userEvent.setup();
    const {container, baseElement} = render(<CommandPalette />);
    expect(await axe(container)).toHaveNoViolations();
    await user.click(screen.getByRole('button', {name: 'Search commands'}));
    // The modal is portalled to <body>; a bare test page has no landmarks to put it in.
    expect(await axe(baseElement, {rules: {region: {enabled: false}}})).toHaveNoViolations();
  });
});

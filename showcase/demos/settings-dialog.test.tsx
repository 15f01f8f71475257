import {act, render, screen, waitFor, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {axe} from 'jest-axe';
import {toast} from '@tessera-ui/react';
import SettingsDialog from './settings-dialog';
import {expectNoConsoleErrors} from '../test-utils';

// user-event drives RAC fields through full press/focus sequences: slow on 2 shared cores.
jest.setTimeout(30_000);

const summary = (term: string) => screen.getByText(term).nextElementSibling;

describe('settings dialog showcase', () => {
  expectNoConsoleErrors();
  // The app-wide toast queue outlives each render: empty it between tests.
  afterEach(() => act(() => toast.clear()));

  it('should open the dialog from the keyboard with the current settings', async () => {
    const user = userEvent.setup();
    render(<SettingsDialog />);
    await user.tab();
    expect(screen.getByRole('button', {name: 'Workspace settings'})).toHaveFocus();
    await user.keyboard('{Enter}');
    const dialog = screen.getByRole('dialog', {name: 'Workspace settings'});
    expect(within(dialog).getByRole('textbox', {name: /Workspace name/})).toHaveValue(
      'Acme Design',
    );
    expect(within(dialog).getByRole('button', {name: /Time zone/})).toHaveTextContent(
      'London (GMT)',
    );
    expect(within(dialog).getByRole('switch', {name: /Email notifications/})).toBeChecked();
  });

  it('should keep the dialog open while the name is empty', async () => {
    const user = userEvent.setup();
    render(<SettingsDialog />);
    await user.click(screen.getByRole('button', {name: 'Workspace settings'}));
    const name = screen.getByRole('textbox', {name: /Workspace name/});
    await user.clear(name);
    await user.type(name, '   ');
    await user.click(screen.getByRole('button', {name: 'Save'}));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Enter a name for the workspace.');
    expect(name).toHaveFocus();
    expect(summary('Workspace')).toHaveTextContent('Acme Design');
  });

  it('should save the changes, close and confirm with a toast', async () => {
    const user = userEvent.setup();
    render(<SettingsDialog />);
    const trigger = screen.getByRole('button', {name: 'Workspace settings'});
    await user.click(trigger);
    const name = screen.getByRole('textbox', {name: /Workspace name/});
    await user.clear(name);
    await user.type(name, 'Northwind');
    await user.click(screen.getByRole('button', {name: /Time zone/}));
    await user.click(await screen.findByRole('option', {name: 'Tokyo (Japan Time)'}));
    await user.click(screen.getByRole('switch', {name: /Email notifications/}));
    await user.click(screen.getByRole('button', {name: 'Save'}));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
    expect(summary('Workspace')).toHaveTextContent('Northwind');
    expect(summary('Time zone')).toHaveTextContent('Tokyo (Japan Time)');
    expect(summary('Email notifications')).toHaveTextContent('Off');
    const item = screen.getByRole('alertdialog', {name: 'Settings saved'});
    expect(item).toHaveAccessibleDescription('Northwind is up to date.');
  });

  it('should drop the changes on Cancel, and keep the others on Save', async () => {
    const user = userEvent.setup();
    render(<SettingsDialog />);
    await user.click(screen.getByRole('button', {name: 'Workspace settings'}));
    await user.type(screen.getByRole('textbox', {name: /Workspace name/}), ' Labs');
    await user.click(screen.getByRole('button', {name: 'Cancel'}));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(summary('Workspace')).toHaveTextContent('Acme Design');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', {name: 'Workspace settings'}));
    await user.click(screen.getByRole('button', {name: 'Save'}));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(summary('Workspace')).toHaveTextContent('Acme Design');
    expect(summary('Time zone')).toHaveTextContent('London (GMT)');
    expect(summary('Email notifications')).toHaveTextContent('On');
  });

  it('should have no axe violations, closed and open', async () => {
    const user = userEvent.setup();
    const {container, baseElement} = render(<SettingsDialog />);
    expect(await axe(container)).toHaveNoViolations();
    await user.click(screen.getByRole('button', {name: 'Workspace settings'}));
    // The modal is portalled to <body>; a bare test page has no landmarks to put it in.
    expect(await axe(baseElement, {rules: {region: {enabled: false}}})).toHaveNoViolations();
  });
});

import {render, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {axe} from 'jest-axe';
import Settings from './settings';
import {expectNoConsoleErrors} from '../test-utils';

describe('settings showcase', () => {
  expectNoConsoleErrors();

  it('should show vertical tabs for account, security, notifications and billing', () => {
    render(<Settings />);
    const tabs = screen.getByRole('tablist');
    expect(tabs).toHaveAttribute('aria-orientation', 'vertical');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Account',
      'Security',
      'Notifications',
      'Billing',
    ]);
  });

  it('should switch each kind of message on and off', async () => {
    const user = userEvent.setup();
    render(<Settings />);
    const names = screen.getAllByRole('switch').map((s) => s.getAttribute('name'));
    expect(names).toEqual(['notifications', 'marketing', 'social', 'newsletter']);
    const marketing = screen.getByRole('switch', {name: /Marketing/});
    expect(marketing).not.toBeChecked();
    await user.click(marketing);
    expect(marketing).toBeChecked();
  });

  it('should move between tabs with the arrow keys', async () => {
    const user = userEvent.setup();
    render(<Settings />);
    await user.click(screen.getByRole('tab', {name: 'Notifications'}));
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('tab', {name: 'Billing'})).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Pro plan');
  });

  it('should have no axe violations', async () => {
    const {container} = render(<Settings />);
    expect(await axe(container)).toHaveNoViolations();
  });
});

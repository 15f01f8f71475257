import {render, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ControlledSwitch from './controlled';
import NotificationSettings from './settings';
import SwitchStateLabels from './state-labels';

// user-event drives RAC fields through full press/focus sequences, slow on a busy 2-core machine.
jest.setTimeout(20_000);
describe('switch examples', () => {
  it('should submit the four settings under their names', () => {
    const {container} = render(<NotificationSettings />);
    const names = [...container.querySelectorAll('input')].map((input) => input.name);
    expect(names).toEqual(['notifications', 'marketing', 'social', 'newsletter']);
    expect(screen.getByRole('switch', {name: 'Push notifications'})).toBeChecked();
    expect(screen.getByRole('switch', {name: 'Marketing emails'})).not.toBeChecked();
  });

  it('should show Enabled/Disabled and on/off without changing the accessible name', async () => {
    const user = userEvent.setup();
    render(<SwitchStateLabels />);
    const twoFactor = screen.getByRole('switch', {name: 'Two-factor authentication'});
    const visibleState = (text: string) => screen.getByText(text).hasAttribute('data-active');
    expect(visibleState('Enabled')).toBe(true);
    await user.click(twoFactor);
    expect(twoFactor).not.toBeChecked();
    expect(visibleState('Disabled')).toBe(true);
    expect(visibleState('Enabled')).toBe(false);

    const autosave = screen.getByRole('switch', {name: 'Autosave'});
    expect(visibleState('off')).toBe(true);
    await user.keyboard('{Tab}');
    expect(autosave).toHaveFocus();
    await user.keyboard(' ');
    expect(autosave).toBeChecked();
    expect(visibleState('on')).toBe(true);
  });

  it('should reflect the controlled value in the page', async () => {
    const user = userEvent.setup();
    render(<ControlledSwitch />);
    expect(screen.getByText('The editor uses the light theme.')).toBeInTheDocument();
    await user.click(screen.getByRole('switch', {name: 'Dark editor theme'}));
    expect(screen.getByText('The editor uses the dark theme.')).toBeInTheDocument();
  });
});

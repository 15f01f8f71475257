import {render, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import PayoutFrequency from './controlled';
import DisabledTab from './disabled';
import VerticalTabs from './vertical';

// user-event drives RAC fields through full press/focus sequences, slow on a busy 2-core machine.
jest.setTimeout(20_000);
describe('tabs examples', () => {
  it('should move through the vertical settings tabs with the up and down arrows', async () => {
    const user = userEvent.setup();
    render(<VerticalTabs />);
    expect(screen.getByRole('tablist', {name: 'Settings'})).toHaveAttribute(
      'aria-orientation',
      'vertical',
    );
    await user.tab();
    expect(screen.getByRole('tab', {name: 'Account'})).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('tab', {name: 'Notifications'})).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('tabpanel')).toHaveTextContent(
      'Choose which emails and alerts you receive.',
    );
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', {name: 'Billing'})).toHaveAttribute('aria-selected', 'true');
  });

  it('should skip the disabled tab with the arrow keys', async () => {
    const user = userEvent.setup();
    render(<DisabledTab />);
    expect(screen.getByRole('tab', {name: 'Disabled'})).toHaveAttribute('aria-disabled', 'true');
    await user.tab();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', {name: 'Available'})).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Orders ready to be picked up.');
  });

  it('should keep the selected frequency in state outside the tabs', async () => {
    const user = userEvent.setup();
    render(<PayoutFrequency />);
    expect(screen.getByText('Saved setting (sample): weekly')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', {name: 'Bi-weekly'}));
    expect(screen.getByText('Saved setting (sample): bi-weekly')).toBeInTheDocument();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Every other Monday');
  });
});

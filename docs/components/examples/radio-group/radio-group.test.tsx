import {render, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import RememberedPlan from './remembered';
import RequiredPlan from './required';

// user-event drives RAC fields through full press/focus sequences, slow on a busy 2-core machine.
jest.setTimeout(20_000);
describe('radio group examples', () => {
  afterEach(() => window.localStorage.clear());

  it('should remember the last chosen plan across visits', async () => {
    const user = userEvent.setup();
    const {unmount} = render(<RememberedPlan />);
    expect(screen.getByRole('radio', {name: 'Starter'})).toBeChecked();

    await user.click(screen.getByRole('radio', {name: 'Teams'}));
    expect(screen.getByRole('radio', {name: 'Teams'})).toBeChecked();
    unmount();

    render(<RememberedPlan />);
    expect(screen.getByRole('radio', {name: 'Teams'})).toBeChecked();
    expect(screen.getByRole('radio', {name: 'Teams'})).toHaveAccessibleDescription(
      'Up to 10 teammates Your last choice is remembered on this device.',
    );
  });

  it('should ignore an unknown remembered value', () => {
    window.localStorage.setItem('tessera-docs-plan', 'enterprise');
    render(<RememberedPlan />);
    expect(screen.getByRole('radio', {name: 'Starter'})).toBeChecked();
  });

  it('should block submit until a subscription is chosen', async () => {
    const user = userEvent.setup();
    render(<RequiredPlan />);
    await user.click(screen.getByRole('button', {name: 'Continue'}));
    expect(screen.getByText('Choose a subscription before continuing.')).toBeVisible();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    await user.click(screen.getByRole('radio', {name: 'Yearly'}));
    await user.click(screen.getByRole('button', {name: 'Continue'}));
    expect(screen.queryByText('Choose a subscription before continuing.')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('subscription: yearly');
  });

  it('should move the selection with the arrow keys', async () => {
    const user = userEvent.setup();
    render(<RequiredPlan />);
    await user.click(screen.getByRole('radio', {name: 'Monthly'}));
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', {name: 'Yearly'})).toBeChecked();
  });
});

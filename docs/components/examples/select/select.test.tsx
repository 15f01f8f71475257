import {render, screen, waitFor, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ControlledSelect from './controlled';
import SelectHero from './hero';
import RequiredSelect from './required';
import MeetingRoomSelect from './sections';

// While the list is open, RAC hides the rest of the page from AT: find the trigger even then.
const trigger = (label: string) =>
  screen.getByRole('button', {name: new RegExp(label), hidden: true});

// user-event drives RAC fields through full press/focus sequences, slow on a busy 2-core machine.
jest.setTimeout(20_000);
describe('select examples', () => {
  it('should open a named list with focus in it, and show the pick, when the trigger is clicked', async () => {
    const user = userEvent.setup();
    render(<SelectHero />);
    expect(trigger('Shipping country')).toHaveTextContent('Choose a country');
    expect(trigger('Shipping country')).toHaveAccessibleDescription(
      'We ship to these countries only.',
    );
    await user.click(trigger('Shipping country'));
    const listbox = screen.getByRole('listbox', {name: 'Shipping country'});
    expect(trigger('Shipping country')).toHaveAttribute('aria-expanded', 'true');
    expect(listbox).toContainElement(document.activeElement as HTMLElement);
    await user.click(screen.getByRole('option', {name: 'France'}));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(trigger('Shipping country')).toHaveTextContent('France');
  });

  it('should keep the value and return focus to the trigger when Escape closes the list', async () => {
    const user = userEvent.setup();
    render(<SelectHero />);
    await user.tab();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('option', {name: 'Australia'})).toHaveFocus();
    await user.keyboard('{ArrowDown}{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    // RAC restores focus to the trigger a frame after the list unmounts.
    await waitFor(() => expect(trigger('Shipping country')).toHaveFocus());
    expect(trigger('Shipping country')).toHaveTextContent('Choose a country');
  });

  it('should group and describe the rooms and skip the booked one when the list is open', async () => {
    const user = userEvent.setup();
    render(<MeetingRoomSelect />);
    await user.click(trigger('Meeting room'));
    const ground = screen.getByRole('group', {name: 'Ground floor'});
    expect(within(ground).getAllByRole('option')).toHaveLength(2);
    expect(screen.getByRole('option', {name: 'Atrium'})).toHaveAccessibleDescription(
      '12 seats, projector',
    );
    const boardroom = screen.getByRole('option', {name: 'Boardroom'});
    expect(boardroom).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{End}');
    expect(screen.getByRole('option', {name: 'Studio'})).toHaveFocus();
    await user.click(boardroom);
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    await user.click(screen.getByRole('option', {name: 'Studio'}));
    expect(trigger('Meeting room')).toHaveTextContent('Studio');
  });

  it('should block the request when no topic is chosen, and show the topic once it is', async () => {
    const user = userEvent.setup();
    render(<RequiredSelect />);
    expect(trigger('Topic')).toHaveAccessibleDescription('Required.');
    await user.click(screen.getByRole('button', {name: 'Send request'}));
    expect(trigger('Topic')).toHaveAccessibleDescription(
      'Required. Choose a topic so we can route your request.',
    );
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    await user.click(trigger('Topic'));
    await user.click(screen.getByRole('option', {name: 'Billing'}));
    expect(
      screen.queryByText('Choose a topic so we can route your request.'),
    ).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', {name: 'Send request'}));
    expect(screen.getByRole('status')).toHaveTextContent('topic: billing');
  });

  it('should show the sort order on the page when the controlled value changes', async () => {
    const user = userEvent.setup();
    render(<ControlledSelect />);
    expect(screen.getByText('Showing products sorted by Newest first')).toBeInTheDocument();
    await user.tab();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('option', {name: 'Newest first'})).toHaveFocus();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByText('Showing products sorted by Price: low to high')).toBeInTheDocument();
    // Typing on the closed trigger selects the matching option.
    await waitFor(() => expect(trigger('Sort products by')).toHaveFocus());
    await user.keyboard('c');
    expect(screen.getByText('Showing products sorted by Customer rating')).toBeInTheDocument();
  });
});

import {render, screen, waitFor, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {axe} from 'jest-axe';
import {getLocalTimeZone, today} from '@internationalized/date';
import Booking from './booking';
import {expectNoConsoleErrors} from '../test-utils';

// user-event drives RAC fields through full press/focus sequences: slow on 2 shared cores.
jest.setTimeout(30_000);

const stayDates = () => screen.getByRole('group', {name: 'Stay dates'});
const segment = (name: RegExp) => within(stayDates()).getByRole('spinbutton', {name});

describe('booking showcase', () => {
  expectNoConsoleErrors();

  it('should start with a three-night stay two weeks ahead and price it', () => {
    render(<Booking />);
    const start = today(getLocalTimeZone()).add({days: 14});
    expect(segment(/^year, Start Date/)).toHaveAttribute('aria-valuenow', String(start.year));
    expect(screen.getByText(/3 nights × \$180 =/)).toHaveTextContent('$540.00');
  });

  it('should price the room type and take 1 to 6 guests', async () => {
    const user = userEvent.setup();
    render(<Booking />);
    await user.click(screen.getByRole('button', {name: /Room type/}));
    await user.click(await screen.findByRole('option', {name: 'Junior suite – $260 a night'}));
    expect(screen.getByText(/3 nights × \$260 =/)).toHaveTextContent('$780.00');
    const guests = screen.getByRole('textbox', {name: 'Guests'});
    await user.clear(guests);
    await user.type(guests, '9');
    await user.tab();
    expect(guests).toHaveValue('6');
    expect(screen.getByRole('button', {name: /Increase/})).toBeDisabled();
  });

  it('should book the stay and confirm it', async () => {
    const user = userEvent.setup();
    render(<Booking />);
    await user.click(screen.getByRole('button', {name: 'Book'}));
    const from = today(getLocalTimeZone())
      .add({days: 14})
      .toDate(getLocalTimeZone())
      .toLocaleDateString('en-US', {dateStyle: 'medium'});
    expect(await screen.findByText('Booking confirmed')).toBeInTheDocument();
    expect(
      screen.getByText(`Deluxe king, 3 nights from ${from}, guests: 2. Total $540.00.`),
    ).toBeInTheDocument();
  });

  it('should refuse a stay that starts in the past', async () => {
    const user = userEvent.setup();
    render(<Booking />);
    await user.click(segment(/^year, Start Date/));
    await user.keyboard(String(today(getLocalTimeZone()).year - 1));
    await user.click(screen.getByRole('button', {name: 'Book'}));
    expect(await screen.findByText(/^Value must be .+ or later\.$/)).toBeInTheDocument();
    expect(segment(/^year, Start Date/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Booking confirmed')).not.toBeInTheDocument();
  });

  it('should stop the calendar at today: earlier days are unavailable', async () => {
    const user = userEvent.setup();
    render(<Booking />);
    await user.click(within(stayDates()).getByRole('button', {name: /Calendar/}));
    await waitFor(() => expect(document.activeElement).toHaveAccessibleName(/selected/));
    // Two months back from a start two weeks ahead: focus stops on today.
    await user.keyboard('{PageUp}{PageUp}');
    expect(document.activeElement).toHaveAccessibleName(/^Today, .+First available date$/);
  });

  it('should ask for one night or more', async () => {
    const user = userEvent.setup();
    render(<Booking />);
    await user.click(within(stayDates()).getByRole('button', {name: /Calendar/}));
    await waitFor(() => expect(document.activeElement).toHaveAccessibleName(/selected/));
    // The same day twice: a range that starts and ends on the check-in day.
    const checkIn = document.activeElement!;
    await user.click(checkIn);
    await user.click(checkIn);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText(/0 nights × \$180 =/)).toHaveTextContent('$0.00');
    await user.click(screen.getByRole('button', {name: 'Book'}));
    expect(await screen.findByText('Stay one night or more.')).toBeInTheDocument();
    expect(screen.queryByText('Booking confirmed')).not.toBeInTheDocument();
  });

  it('should have no axe violations', async () => {
    const {container} = render(<Booking />);
    expect(await axe(container)).toHaveNoViolations();
  });
});

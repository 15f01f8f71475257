import {render, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import FormattedNumberFields from './formatting';
import NumberFieldHero from './hero';
import SeatsField from './limits';
import DonationForm from './validation';

// user-event drives RAC fields through full press/focus sequences, slow on a busy 2-core machine.
jest.setTimeout(20_000);
describe('number field examples', () => {
  it('should update the total when the steppers, the arrow keys or typing change the tickets', async () => {
    const user = userEvent.setup();
    render(<NumberFieldHero />);
    const tickets = screen.getByRole('textbox', {name: 'Tickets'});
    expect(tickets).toHaveAccessibleDescription('Up to 8 per order.');
    expect(screen.getByText('Total: $96.00')).toBeInTheDocument();

    await user.click(screen.getByRole('button', {name: 'Decrease Tickets'}));
    expect(tickets).toHaveValue('3');
    expect(screen.getByText('Total: $72.00')).toBeInTheDocument();

    await user.click(tickets);
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(tickets).toHaveValue('1');
    expect(screen.getByRole('button', {name: 'Decrease Tickets'})).toBeDisabled();
    await user.keyboard('{PageUp}');
    expect(tickets).toHaveValue('2');

    // The value is committed, and onChange called, when the field loses focus.
    await user.clear(tickets);
    await user.tab();
    expect(screen.getByText('Total: $0.00')).toBeInTheDocument();
    await user.type(tickets, '12');
    await user.tab();
    expect(tickets).toHaveValue('8');
    expect(screen.getByText('Total: $192.00')).toBeInTheDocument();
  });

  it('should step by 5 and snap a typed value to the step when the field loses focus', async () => {
    const user = userEvent.setup();
    render(<SeatsField />);
    const seats = screen.getByRole('textbox', {name: 'Seats'});
    expect(screen.getByText('$160 per month')).toBeInTheDocument();
    await user.tab();
    await user.keyboard('{ArrowUp}');
    expect(seats).toHaveValue('25');
    expect(screen.getByText('$200 per month')).toBeInTheDocument();
    await user.keyboard('{End}');
    expect(seats).toHaveValue('100');
    await user.keyboard('{Home}');
    expect(seats).toHaveValue('5');

    await user.clear(seats);
    await user.tab();
    expect(screen.getByText('Enter a number of seats.')).toBeInTheDocument();
    await user.type(seats, '33');
    await user.tab();
    expect(seats).toHaveValue('35');
    expect(screen.getByText('$280 per month')).toBeInTheDocument();
  });

  it('should keep the currency, percent and unit formats when the values are stepped or typed', async () => {
    const user = userEvent.setup();
    render(<FormattedNumberFields />);
    const budget = screen.getByRole('textbox', {name: 'Budget'});
    const discount = screen.getByRole('textbox', {name: 'Discount'});
    const distance = screen.getByRole('textbox', {name: 'Distance'});
    expect(budget).toHaveValue('€1,500.00');
    expect(discount).toHaveValue('10%');
    expect(distance).toHaveValue('5 km');

    await user.tab();
    await user.keyboard('{ArrowUp}');
    expect(budget).toHaveValue('€1,550.00');
    await user.tab();
    await user.keyboard('{ArrowUp}');
    expect(discount).toHaveValue('11%');
    await user.tab();
    await user.keyboard('{ArrowDown}');
    expect(distance).toHaveValue('4.5 km');

    await user.clear(budget);
    await user.type(budget, '2,400');
    await user.tab();
    expect(budget).toHaveValue('€2,400.00');
  });

  it('should block the donation and show the error when the amount is missing or under $5', async () => {
    const user = userEvent.setup();
    render(<DonationForm />);
    const donation = screen.getByRole('textbox', {name: 'Donation'});
    const donate = screen.getByRole('button', {name: 'Donate'});
    expect(donation).toBeRequired();
    expect(donation).toHaveValue('$25.00');

    await user.clear(donation);
    await user.click(donate);
    expect(donation).toHaveAccessibleDescription('Enter an amount of at least $5.');
    expect(donation).toHaveFocus();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    await user.type(donation, '3');
    await user.click(donate);
    expect(donation).toHaveValue('$3.00');
    expect(donation).toHaveAccessibleDescription('Enter an amount of at least $5.');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    await user.clear(donation);
    await user.type(donation, '40');
    await user.click(donate);
    expect(donation).not.toHaveAccessibleDescription('Enter an amount of at least $5.');
    expect(screen.getByRole('status')).toHaveTextContent('Donation: $40.00');
  });
});

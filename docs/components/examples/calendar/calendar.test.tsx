import {render, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import CheckInCalendar from './hero';
import DeliveryDayCalendar from './invalid';
import StudioBookingCalendar from './unavailable';

const day = (name: RegExp) => screen.getByRole('button', {name});

jest.setTimeout(20_000);
describe('calendar examples', () => {
  it('should show the picked check-in date when a day is clicked', async () => {
    const user = userEvent.setup();
    render(<CheckInCalendar />);
    expect(screen.getByText('Check-in: 2027-06-10')).toBeInTheDocument();
    await user.click(day(/June 14, 2027/));
    expect(screen.getByText('Check-in: 2027-06-14')).toBeInTheDocument();
  });

  it('should keep weekends and booked days focusable but unavailable, up to 28 May', async () => {
    const user = userEvent.setup();
    render(<StudioBookingCalendar />);
    expect(screen.getByRole('heading')).toHaveTextContent('May 2027');
    expect(day(/May 6, 2027/)).toHaveAttribute('data-unavailable', 'true');
    expect(day(/May 8, 2027/)).toHaveAttribute('data-unavailable', 'true');
    expect(day(/May 31, 2027/)).toHaveAttribute('data-disabled', 'true');
    await user.click(day(/May 7, 2027/));
    expect(day(/May 7, 2027/)).toHaveAttribute('data-selected', 'true');
    await user.keyboard('{ArrowLeft}');
    expect(day(/May 6, 2027/)).toHaveFocus();
  });

  it('should show the courier message until a late enough day is picked', async () => {
    const user = userEvent.setup();
    render(<DeliveryDayCalendar />);
    expect(screen.getByText(/courier needs two working days/)).toBeInTheDocument();
    await user.click(day(/May 13, 2027/));
    expect(screen.queryByText(/courier needs two working days/)).not.toBeInTheDocument();
  });
});

import {render, screen, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import DeliverySlotField from './hero';
import ShiftStartFields from './hour-cycle';
import PickupTimeForm from './limits';

const segment = (group: string, name: string) =>
  within(screen.getByRole('group', {name: group})).getByRole('spinbutton', {
    name: new RegExp(name),
  });

jest.setTimeout(20_000);
describe('time field examples', () => {
  it('should move the delivery slot when the minute is stepped', async () => {
    const user = userEvent.setup();
    render(<DeliverySlotField />);
    expect(screen.getByText('Slot starts at 14:30')).toBeInTheDocument();
    await user.click(segment('Delivery slot', 'minute'));
    await user.keyboard('{ArrowUp}');
    expect(screen.getByText('Slot starts at 14:31')).toBeInTheDocument();
  });

  it('should show a 24-hour and a 12-hour clock', () => {
    render(<ShiftStartFields />);
    expect(segment('Night shift starts', 'hour')).toHaveAttribute('aria-valuetext', '22');
    expect(
      within(screen.getByRole('group', {name: 'Night shift starts'})).queryByRole('spinbutton', {
        name: /AM\/PM/,
      }),
    ).toBeNull();
    expect(segment('Break ends', 'AM/PM')).toHaveAttribute('aria-valuetext', 'AM');
  });

  it('should refuse a pickup after closing time, then accept one in opening hours', async () => {
    const user = userEvent.setup();
    render(<PickupTimeForm />);
    await user.click(segment('Pickup time', 'hour'));
    await user.keyboard('0745p');
    await user.click(screen.getByRole('button', {name: 'Reserve'}));
    expect(screen.queryByText(/pickup:/)).not.toBeInTheDocument();
    expect(segment('Pickup time', 'hour')).toHaveAttribute('aria-invalid', 'true');
    await user.click(segment('Pickup time', 'hour'));
    await user.keyboard('05');
    await user.click(screen.getByRole('button', {name: 'Reserve'}));
    expect(screen.getByText('pickup: 17:45:00')).toBeInTheDocument();
  });
});

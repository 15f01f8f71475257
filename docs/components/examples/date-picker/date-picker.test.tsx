import {render, screen, waitFor, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import CheckInDatePicker from './hero';
import InvoiceDueDateForm from './required';
import VetAppointmentPicker from './unavailable';

// While the calendar is open, RAC hides the rest of the page from AT.
const calendarButton = (label: string) =>
  within(screen.getByRole('group', {name: label, hidden: true})).getByRole('button', {
    hidden: true,
  });
const focused = () => document.activeElement as HTMLElement;

jest.setTimeout(30_000);
describe('date picker examples', () => {
  it('should open the calendar on the check-in date and pick another day', async () => {
    const user = userEvent.setup();
    render(<CheckInDatePicker />);
    await user.click(calendarButton('Check-in date'));
    await waitFor(() => expect(focused()).toHaveAccessibleName(/June 10, 2027/));
    expect(screen.getByRole('button', {name: /June 6, 2027/})).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await user.keyboard('{ArrowRight}{Enter}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('spinbutton', {name: /day/})).toHaveAttribute('aria-valuenow', '11');
  });

  it('should keep a closed day unselectable and book an open one', async () => {
    const user = userEvent.setup();
    render(<VetAppointmentPicker />);
    await user.click(calendarButton('Appointment'));
    const closed = screen.getByRole('button', {name: /April 14, 2027/});
    expect(closed).toHaveAttribute('data-unavailable', 'true');
    await user.click(closed);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(screen.getByRole('button', {name: /April 16, 2027/}));
    expect(screen.getByText('Booked for 2027-04-16')).toBeInTheDocument();
  });

  it('should refuse to create the invoice without a due date, then submit it', async () => {
    const user = userEvent.setup();
    render(<InvoiceDueDateForm />);
    await user.click(screen.getByRole('button', {name: 'Create invoice'}));
    expect(screen.getByText('Set a due date so the reminder can be sent.')).toBeInTheDocument();
    await user.click(screen.getByRole('spinbutton', {name: /month/}));
    await user.keyboard('09302027');
    await user.click(screen.getByRole('button', {name: 'Create invoice'}));
    expect(screen.getByText('due: 2027-09-30')).toBeInTheDocument();
  });
});

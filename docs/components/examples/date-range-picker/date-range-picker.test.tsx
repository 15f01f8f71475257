import {render, screen, waitFor, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import LeaveRequestPicker from './hero';
import ReportRangePicker from './unavailable';

// While the calendar is open, RAC hides the rest of the page from AT.
const calendarButton = (label: string) =>
  within(screen.getByRole('group', {name: label, hidden: true})).getByRole('button', {
    hidden: true,
  });
// The range's ends are also named after the whole range: match the day's own name.
const day = (date: string) =>
  screen
    .getAllByRole('button', {name: new RegExp(`(^|, )[A-Z][a-z]+day, ${date}`)})
    .find((b) => b.classList.contains('ui-Calendar-cell'))!;

jest.setTimeout(30_000);
describe('date range picker examples', () => {
  it('should open the leave range in the calendar and close with Escape, returning focus', async () => {
    const user = userEvent.setup();
    render(<LeaveRequestPicker />);
    await user.click(calendarButton('Leave dates'));
    expect(day('August 9, 2027')).toHaveAttribute('data-selection-start', 'true');
    expect(day('August 20, 2027')).toHaveAttribute('data-selection-end', 'true');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(calendarButton('Leave dates')).toHaveFocus());
  });

  it('should export a new period picked across a weekend', async () => {
    const user = userEvent.setup();
    render(<ReportRangePicker />);
    expect(screen.getByText('Export: 2027-03-01 to 2027-03-12')).toBeInTheDocument();
    await user.click(calendarButton('Report period'));
    expect(day('March 13, 2027')).toHaveAttribute('data-unavailable', 'true');
    await user.click(day('March 15, 2027'));
    await user.click(day('March 24, 2027'));
    expect(screen.getByText('Export: 2027-03-15 to 2027-03-24')).toBeInTheDocument();
  });
});

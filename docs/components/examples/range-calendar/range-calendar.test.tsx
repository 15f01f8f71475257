import {render, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import LeaveRequestCalendar from './hero';
import ReportRangeCalendar from './unavailable';

// The range's start and end cells are also named after the range: match the day's own name.
const day = (date: string) =>
  screen
    .getAllByRole('button', {name: new RegExp(`(^|, )[A-Z][a-z]+day, ${date}`)})
    .find((b) => b.classList.contains('ui-Calendar-cell'))!;

jest.setTimeout(20_000);
describe('range calendar examples', () => {
  it('should count the days of the requested leave as a new range is clicked', async () => {
    const user = userEvent.setup();
    render(<LeaveRequestCalendar />);
    expect(screen.getByText(/Requesting 5 days/)).toBeInTheDocument();
    await user.click(day('August 16, 2027'));
    await user.click(day('August 17, 2027'));
    expect(screen.getByText('Requesting 2 days: 2027-08-16 to 2027-08-17')).toBeInTheDocument();
  });

  it('should let the report span weekends, leaving them unselected, within the financial year', async () => {
    const user = userEvent.setup();
    render(<ReportRangeCalendar />);
    expect(day('March 13, 2027')).toHaveAttribute('data-unavailable', 'true');
    expect(day('April 1, 2027')).toHaveAttribute('data-disabled', 'true');
    await user.click(day('March 10, 2027'));
    await user.click(day('March 17, 2027'));
    expect(day('March 12, 2027')).toHaveAttribute('data-selected', 'true');
    expect(day('March 13, 2027')).not.toHaveAttribute('data-selected');
    expect(day('March 15, 2027')).toHaveAttribute('data-selected', 'true');
    expect(day('March 17, 2027')).toHaveAttribute('data-selection-end', 'true');
  });
});

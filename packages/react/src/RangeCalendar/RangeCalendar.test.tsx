import {isWeekend, parseDate, type CalendarDate, type DateValue} from '@internationalized/date';
import {render, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {axe} from 'jest-axe';
import {useState} from 'react';
import {RangeCalendar, type RangeCalendarProps} from './RangeCalendar';

function Leave(props: Partial<RangeCalendarProps<CalendarDate>>) {
  return (
    <RangeCalendar aria-label="Leave" defaultFocusedValue={parseDate('2027-03-10')} {...props} />
  );
}

// "Friday, March 12, 2027": RAC prefixes the range ("Selected Range: … to Friday, March 12, 2027")
// to the start and end cells' names, so match the weekday right at the start or after a comma.
const day = (date: string) =>
  screen
    .getAllByRole('button', {name: new RegExp(`(^|, )[A-Z][a-z]+day, ${date}`)})
    .find((b) => b.classList.contains('ui-Calendar-cell'))!;
const focusedDay = () => document.activeElement as HTMLElement;
const range = (start: string, end: string) => ({start: parseDate(start), end: parseDate(end)});

describe('RangeCalendar', () => {
  it('should select a range with two clicks and mark its start, end and days between', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Leave onChange={onChange} />);
    await user.click(day('March 8, 2027'));
    expect(onChange).not.toHaveBeenCalled();
    await user.click(day('March 12, 2027'));
    expect(onChange).toHaveBeenCalledWith(range('2027-03-08', '2027-03-12'));
    expect(day('March 8, 2027')).toHaveAttribute('data-selection-start', 'true');
    expect(day('March 12, 2027')).toHaveAttribute('data-selection-end', 'true');
    expect(day('March 10, 2027')).toHaveAttribute('data-selected', 'true');
    expect(day('March 10, 2027')).not.toHaveAttribute('data-selection-start');
    expect(day('March 13, 2027')).not.toHaveAttribute('data-selected');
  });

  // https://www.w3.org/WAI/ARIA/apg/patterns/dialog-modal/examples/datepicker-dialog/ (grid keys)
  it('should select a range with the keyboard: Enter, arrows and Page Down, Enter', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Leave onChange={onChange} />);
    await user.tab();
    await user.tab();
    await user.tab();
    expect(focusedDay()).toHaveAccessibleName(/March 10, 2027/);
    // RAC moves focus a day past the new start, so the range shows at once.
    await user.keyboard('{Enter}');
    expect(focusedDay()).toHaveAccessibleName(/Thursday, March 11, 2027/);
    await user.keyboard('{ArrowDown}');
    expect(focusedDay()).toHaveAccessibleName(/Thursday, March 18, 2027/);
    // The range follows focus until the second Enter.
    expect(day('March 14, 2027')).toHaveAttribute('data-selected', 'true');
    await user.keyboard('{PageDown}{Home}');
    expect(focusedDay()).toHaveAccessibleName(/Sunday, April 18, 2027/);
    await user.keyboard('{End}{Enter}');
    expect(onChange).toHaveBeenCalledWith(range('2027-03-10', '2027-04-24'));
  });

  it('should cancel a started range with Escape', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Leave onChange={onChange} />);
    await user.click(day('March 8, 2027'));
    expect(day('March 8, 2027')).toHaveAttribute('data-selection-start', 'true');
    await user.keyboard('{Escape}');
    expect(day('March 8, 2027')).not.toHaveAttribute('data-selected');
    await user.click(day('March 20, 2027'));
    await user.click(day('March 22, 2027'));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith(range('2027-03-20', '2027-03-22'));
  });

  it('should order the range when the end is picked before the start', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Leave onChange={onChange} />);
    await user.click(day('March 20, 2027'));
    await user.click(day('March 15, 2027'));
    expect(onChange).toHaveBeenCalledWith(range('2027-03-15', '2027-03-20'));
  });

  it('should mark unavailable days and refuse a range across them unless allowed', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    const weekend = (date: DateValue) => isWeekend(date, 'en-US');
    const {unmount} = render(<Leave isDateUnavailable={weekend} onChange={onChange} />);
    expect(day('March 13, 2027')).toHaveAttribute('data-unavailable', 'true');
    await user.click(day('March 11, 2027'));
    // Days past the next unavailable one cannot end the range.
    expect(day('March 16, 2027')).toHaveAttribute('aria-disabled', 'true');
    await user.click(day('March 12, 2027'));
    expect(onChange).toHaveBeenLastCalledWith(range('2027-03-11', '2027-03-12'));
    unmount();
    render(<Leave isDateUnavailable={weekend} allowsNonContiguousRanges onChange={onChange} />);
    await user.click(day('March 11, 2027'));
    await user.click(day('March 16, 2027'));
    expect(onChange).toHaveBeenLastCalledWith(range('2027-03-11', '2027-03-16'));
  });

  it('should disable days outside minValue and maxValue', () => {
    render(<Leave minValue={parseDate('2027-03-05')} maxValue={parseDate('2027-03-25')} />);
    expect(day('March 4, 2027')).toHaveAttribute('data-disabled', 'true');
    expect(day('March 26, 2027')).toHaveAttribute('data-disabled', 'true');
  });

  it('should support a controlled value and show an error message when invalid', async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [dates, setDates] = useState<{start: CalendarDate; end: CalendarDate} | null>(
        range('2027-03-01', '2027-03-03'),
      );
      const nights = dates ? dates.end.compare(dates.start) : 0;
      return (
        <Leave
          value={dates}
          onChange={setDates}
          isInvalid={nights > 10}
          errorMessage="Leave requests are limited to ten days."
        />
      );
    }
    render(<Controlled />);
    expect(day('March 3, 2027')).toHaveAttribute('data-selection-end', 'true');
    await user.click(day('March 2, 2027'));
    await user.click(day('March 25, 2027'));
    expect(screen.getByText('Leave requests are limited to ten days.')).toBeInTheDocument();
    expect(day('March 25, 2027')).toHaveAttribute('data-invalid', 'true');
  });

  it('should forward the ref to the root and merge class names', () => {
    const ref = {current: null as HTMLDivElement | null};
    render(<Leave ref={ref} className="mine" />);
    expect(ref.current).toHaveClass('ui-Calendar', 'ui-RangeCalendar', 'mine');
    expect(ref.current).toContainElement(screen.getByRole('grid'));
  });

  it('should have no axe violations', async () => {
    const {container} = render(<Leave defaultValue={range('2027-03-08', '2027-03-12')} />);
    expect(await axe(container)).toHaveNoViolations();
  });
});

import {isWeekend, parseDate, type CalendarDate} from '@internationalized/date';
import {render, screen, waitFor, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {axe} from 'jest-axe';
import {useState} from 'react';
import {DateRangePicker, type DateRangePickerProps} from './DateRangePicker';

function Stay(props: Partial<DateRangePickerProps<CalendarDate>>) {
  return <DateRangePicker label="Stay" {...props} />;
}

// While the calendar is open, RAC hides the rest of the page from AT.
const group = () => screen.getByRole('group', {name: 'Stay', hidden: true});
const button = () => within(group()).getByRole('button', {hidden: true});
// Segments are named "month, Start Date, Stay".
const segments = (which: 'Start' | 'End') =>
  within(group()).getAllByRole('spinbutton', {name: new RegExp(`, ${which} Date,`), hidden: true});
const segment = (which: 'Start' | 'End', name: string) =>
  within(group()).getByRole('spinbutton', {
    name: new RegExp(`^${name}, ${which} Date`),
    hidden: true,
  });
const field = () => group().closest('.ui-DateRangePicker');
const focusedDay = () => document.activeElement as HTMLElement;
const range = (start: string, end: string) => ({start: parseDate(start), end: parseDate(end)});
const march10 = range('2027-03-10', '2027-03-12');

describe('DateRangePicker', () => {
  it('should label a start and an end date and the calendar button', () => {
    render(<Stay description="Nights at the hotel." />);
    expect(segments('Start')).toHaveLength(3);
    expect(segments('End')).toHaveLength(3);
    expect(button()).toHaveAccessibleName('Calendar Stay');
    expect(segment('Start', 'month')).toHaveAccessibleDescription('Nights at the hotel.');
    expect(field()).toHaveAttribute('data-size', 'md');
  });

  it('should type both dates in segments, moving from start to end', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Stay onChange={onChange} />);
    await user.tab();
    await user.keyboard('03102027');
    expect(segment('End', 'month')).toHaveFocus();
    await user.keyboard('03122027');
    expect(onChange).toHaveBeenLastCalledWith(march10);
    await user.keyboard('{ArrowLeft}{ArrowUp}');
    expect(segment('End', 'day')).toHaveFocus();
    expect(onChange).toHaveBeenLastCalledWith(range('2027-03-10', '2027-03-13'));
  });

  // https://www.w3.org/WAI/ARIA/apg/patterns/dialog-modal/examples/datepicker-dialog/
  it('should pick a range in the calendar dialog with the grid keys and Enter twice', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Stay defaultValue={march10} onChange={onChange} />);
    await user.click(button());
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(field()).toHaveAttribute('data-open', 'true');
    await waitFor(() => expect(focusedDay()).toHaveAccessibleName(/Wednesday, March 10, 2027/));
    await user.keyboard('{ArrowDown}{Enter}');
    await user.keyboard('{PageDown}{End}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(range('2027-03-17', '2027-04-24'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(segment('End', 'day')).toHaveAttribute('aria-valuenow', '24');
  });

  it('should close on Escape without changing the range and return focus to the button', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Stay defaultValue={march10} onChange={onChange} />);
    await user.click(button());
    await waitFor(() => expect(focusedDay()).toHaveAccessibleName(/March 10, 2027/));
    await user.keyboard('{ArrowRight}{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(button()).toHaveFocus());
    expect(onChange).not.toHaveBeenCalled();
  });

  it('should show unavailable days and mark a range that starts on one invalid', async () => {
    const user = userEvent.setup();
    render(
      <Stay
        defaultValue={range('2027-03-13', '2027-03-16')}
        isDateUnavailable={(date) => isWeekend(date, 'en-US')}
        validationBehavior="aria"
        errorMessage="Stays cannot include a weekend."
      />,
    );
    expect(field()).toHaveAttribute('data-invalid', 'true');
    expect(segment('Start', 'month')).toHaveAccessibleDescription(
      /Stays cannot include a weekend\./,
    );
    await user.click(button());
    expect(
      screen
        .getAllByRole('button', {name: /(^|, )Saturday, March 13, 2027/})
        .find((b) => b.classList.contains('ui-Calendar-cell')),
    ).toHaveAttribute('data-unavailable', 'true');
  });

  it('should support a controlled value', async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [dates, setDates] = useState<{start: CalendarDate; end: CalendarDate} | null>(march10);
      return (
        <>
          <Stay value={dates} onChange={setDates} />
          <p>Nights: {dates ? dates.end.compare(dates.start) : 0}</p>
        </>
      );
    }
    render(<Controlled />);
    expect(screen.getByText('Nights: 2')).toBeInTheDocument();
    await user.click(segment('End', 'day'));
    await user.keyboard('{ArrowUp}');
    expect(screen.getByText('Nights: 3')).toBeInTheDocument();
  });

  describe('given field states', () => {
    it('should mark the field disabled and not open', async () => {
      const user = userEvent.setup();
      render(<Stay isDisabled />);
      expect(field()).toHaveAttribute('data-disabled', 'true');
      expect(button()).toBeDisabled();
      await user.click(button());
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    it('should submit the start and end under their names', async () => {
      const user = userEvent.setup();
      const onSubmit = jest.fn((e: React.FormEvent<HTMLFormElement>) => {
        e.preventDefault();
        const data = new FormData(e.currentTarget);
        return [data.get('from'), data.get('to')];
      });
      render(
        <form onSubmit={onSubmit}>
          <Stay startName="from" endName="to" isRequired defaultValue={march10} />
          <button type="submit">Book</button>
        </form>,
      );
      await user.click(screen.getByRole('button', {name: 'Book'}));
      expect(onSubmit).toHaveLastReturnedWith(['2027-03-10', '2027-03-12']);
    });
  });

  it('should forward the ref to the field and merge class names', () => {
    const ref = {current: null as HTMLDivElement | null};
    render(<Stay ref={ref} className="mine" />);
    expect(ref.current).toBe(field());
    expect(ref.current).toHaveClass('ui-DateRangePicker', 'mine');
  });

  it('should have no axe violations while open', async () => {
    const user = userEvent.setup();
    const {baseElement} = render(
      <Stay description="Nights at the hotel." defaultValue={march10} />,
    );
    await user.click(button());
    // The popover is portalled to <body>; a bare test page has no landmarks to put it in.
    expect(await axe(baseElement, {rules: {region: {enabled: false}}})).toHaveNoViolations();
  });
});

import {isWeekend, parseDate, type CalendarDate} from '@internationalized/date';
import {render, screen, waitFor, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {axe} from 'jest-axe';
import {useState} from 'react';
import {DatePicker, type DatePickerProps} from './DatePicker';

function CheckIn(props: Partial<DatePickerProps<CalendarDate>>) {
  return <DatePicker label="Check-in" {...props} />;
}

// While the calendar is open, RAC hides the rest of the page from AT.
const group = () => screen.getByRole('group', {name: 'Check-in', hidden: true});
const button = () => within(group()).getByRole('button', {hidden: true});
const segment = (name: string) =>
  within(group()).getByRole('spinbutton', {name: new RegExp(name), hidden: true});
const field = () => group().closest('.ui-DatePicker');
const focusedDay = () => document.activeElement as HTMLElement;

describe('DatePicker', () => {
  it('should label the segments and the calendar button, and default to the md size', () => {
    render(<CheckIn description="The day you arrive." />);
    expect(within(group()).getAllByRole('spinbutton')).toHaveLength(3);
    expect(button()).toHaveAccessibleName('Calendar Check-in');
    expect(button()).toHaveAttribute('aria-expanded', 'false');
    expect(segment('month')).toHaveAccessibleDescription('The day you arrive.');
    expect(field()).toHaveAttribute('data-size', 'md');
    expect(group()).toHaveClass('ui-DateField-input', 'ui-DatePicker-group');
  });

  // https://www.w3.org/WAI/ARIA/apg/patterns/dialog-modal/examples/datepicker-dialog/
  it('should open a calendar dialog with focus on the value, move with the grid keys and select with Enter', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<CheckIn defaultValue={parseDate('2027-03-10')} onChange={onChange} />);
    await user.click(button());
    const dialog = screen.getByRole('dialog');
    expect(dialog.closest('.ui-Popover')).toHaveClass('ui-DatePickerPopover');
    expect(field()).toHaveAttribute('data-open', 'true');
    await waitFor(() => expect(focusedDay()).toHaveAccessibleName(/March 10, 2027/));
    await user.keyboard('{ArrowDown}{ArrowRight}');
    expect(focusedDay()).toHaveAccessibleName(/March 18, 2027/);
    await user.keyboard('{PageDown}');
    expect(focusedDay()).toHaveAccessibleName(/April 18, 2027/);
    await user.keyboard('{Home}');
    expect(focusedDay()).toHaveAccessibleName(/Sunday, April 18, 2027/);
    await user.keyboard('{End}');
    expect(focusedDay()).toHaveAccessibleName(/Saturday, April 24, 2027/);
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(parseDate('2027-04-24'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(segment('month')).toHaveAttribute('aria-valuenow', '4');
    expect(segment('day')).toHaveAttribute('aria-valuenow', '24');
  });

  it('should close on Escape without changing the value and return focus to the field', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<CheckIn defaultValue={parseDate('2027-03-10')} onChange={onChange} />);
    await user.click(button());
    await waitFor(() => expect(focusedDay()).toHaveAccessibleName(/March 10, 2027/));
    await user.keyboard('{ArrowRight}{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(button()).toHaveFocus());
    expect(onChange).not.toHaveBeenCalled();
    expect(field()).not.toHaveAttribute('data-open');
  });

  it('should open with Alt+Arrow Down from a segment', async () => {
    const user = userEvent.setup();
    render(<CheckIn defaultValue={parseDate('2027-03-10')} />);
    await user.tab();
    expect(segment('month')).toHaveFocus();
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('should change the typed date with the segment keys', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<CheckIn onChange={onChange} />);
    await user.tab();
    await user.keyboard('03102027');
    expect(onChange).toHaveBeenLastCalledWith(parseDate('2027-03-10'));
    await user.keyboard('{ArrowUp}');
    expect(onChange).toHaveBeenLastCalledWith(parseDate('2028-03-10'));
  });

  it('should pass limits and unavailable dates to the calendar', async () => {
    const user = userEvent.setup();
    render(
      <CheckIn
        defaultValue={parseDate('2027-03-10')}
        minValue={parseDate('2027-03-08')}
        isDateUnavailable={(date) => isWeekend(date, 'en-US')}
      />,
    );
    await user.click(button());
    expect(screen.getByRole('button', {name: /March 7, 2027/})).toHaveAttribute(
      'data-disabled',
      'true',
    );
    expect(screen.getByRole('button', {name: /March 13, 2027/})).toHaveAttribute(
      'data-unavailable',
      'true',
    );
  });

  it('should support a controlled value', async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [date, setDate] = useState<CalendarDate | null>(parseDate('2027-03-10'));
      return (
        <>
          <CheckIn value={date} onChange={setDate} />
          <p>Chosen: {String(date)}</p>
        </>
      );
    }
    render(<Controlled />);
    await user.click(button());
    await user.click(screen.getByRole('button', {name: /March 19, 2027/}));
    expect(screen.getByText('Chosen: 2027-03-19')).toBeInTheDocument();
  });

  describe('given field states', () => {
    it('should mark the field disabled and not open', async () => {
      const user = userEvent.setup();
      render(<CheckIn isDisabled />);
      expect(field()).toHaveAttribute('data-disabled', 'true');
      expect(button()).toBeDisabled();
      await user.click(button());
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    it('should block submit while required and empty, then submit the ISO date', async () => {
      const user = userEvent.setup();
      const onSubmit = jest.fn((e: React.FormEvent<HTMLFormElement>) => {
        e.preventDefault();
        return new FormData(e.currentTarget).get('checkin');
      });
      render(
        <form onSubmit={onSubmit}>
          <CheckIn name="checkin" isRequired errorMessage="Enter your check-in date." />
          <button type="submit">Book</button>
        </form>,
      );
      await user.click(screen.getByRole('button', {name: 'Book'}));
      expect(onSubmit).not.toHaveBeenCalled();
      expect(field()).toHaveAttribute('data-invalid', 'true');
      expect(segment('month')).toHaveAccessibleDescription(/Enter your check-in date\./);
      await user.click(segment('month'));
      await user.keyboard('03102027');
      await user.click(screen.getByRole('button', {name: 'Book'}));
      expect(onSubmit).toHaveLastReturnedWith('2027-03-10');
    });
  });

  it('should forward the ref to the field and merge class names', () => {
    const ref = {current: null as HTMLDivElement | null};
    render(<CheckIn ref={ref} className={({isOpen}) => (isOpen ? 'open' : 'closed')} />);
    expect(ref.current).toBe(field());
    expect(ref.current).toHaveClass('ui-DatePicker', 'closed');
  });

  it('should have no axe violations while open', async () => {
    const user = userEvent.setup();
    const {baseElement} = render(
      <CheckIn description="The day you arrive." defaultValue={parseDate('2027-03-10')} />,
    );
    await user.click(button());
    // The popover is portalled to <body>; a bare test page has no landmarks to put it in.
    expect(await axe(baseElement, {rules: {region: {enabled: false}}})).toHaveNoViolations();
  });
});

import {isWeekend, parseDate, type DateValue} from '@internationalized/date';
import {render, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {axe} from 'jest-axe';
import {useState} from 'react';
import {I18nProvider} from 'react-aria-components';
import {Calendar, type CalendarProps} from './Calendar';

function CheckIn(props: Partial<CalendarProps<DateValue>>) {
  return (
    <Calendar aria-label="Check-in date" defaultFocusedValue={parseDate('2027-03-10')} {...props} />
  );
}

const heading = () => screen.getByRole('heading');
// RAC adds visually hidden copies of the month buttons for screen readers: take the visible ones.
const nav = (name: 'Previous' | 'Next') =>
  screen.getAllByRole('button', {name}).find((b) => b.classList.contains('ui-Calendar-nav'))!;
// The weekday row is aria-hidden: each day's name says its weekday.
const weekdays = () => screen.getAllByRole('columnheader', {hidden: true});
const day = (name: RegExp) => screen.getByRole('button', {name});
const focusedDay = () => document.activeElement as HTMLElement;

describe('Calendar', () => {
  it('should show the focused month in a named grid between previous and next buttons', () => {
    render(<CheckIn />);
    expect(heading()).toHaveTextContent('March 2027');
    expect(screen.getByRole('grid')).toHaveAccessibleName(/Check-in date, March 2027/);
    expect(nav('Previous')).toBeInTheDocument();
    expect(nav('Next')).toBeInTheDocument();
    expect(weekdays()).toHaveLength(7);
    expect(day(/March 10, 2027/)).toHaveClass('ui-Calendar-cell');
  });

  it('should select a day on click and mark it selected', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<CheckIn onChange={onChange} />);
    await user.click(day(/March 18, 2027/));
    expect(onChange).toHaveBeenCalledWith(parseDate('2027-03-18'));
    expect(day(/March 18, 2027/)).toHaveAttribute('data-selected', 'true');
    expect(day(/March 18, 2027/).closest('td')).toHaveAttribute('aria-selected', 'true');
  });

  it('should change month with the previous and next buttons', async () => {
    const user = userEvent.setup();
    render(<CheckIn />);
    await user.click(nav('Next'));
    expect(heading()).toHaveTextContent('April 2027');
    await user.click(nav('Previous'));
    await user.click(nav('Previous'));
    expect(heading()).toHaveTextContent('February 2027');
  });

  // https://www.w3.org/WAI/ARIA/apg/patterns/dialog-modal/examples/datepicker-dialog/ (grid keys)
  it('should move by day, week, month and to the week edges with the APG date grid keys', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<CheckIn value={parseDate('2027-03-10')} onChange={onChange} />);
    await user.tab();
    await user.tab();
    await user.tab();
    expect(focusedDay()).toHaveAccessibleName(/Wednesday, March 10, 2027/);
    expect(focusedDay()).toHaveAttribute('data-focus-visible', 'true');
    await user.keyboard('{ArrowRight}');
    expect(focusedDay()).toHaveAccessibleName(/March 11, 2027/);
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(focusedDay()).toHaveAccessibleName(/March 9, 2027/);
    await user.keyboard('{ArrowDown}');
    expect(focusedDay()).toHaveAccessibleName(/March 16, 2027/);
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(focusedDay()).toHaveAccessibleName(/March 2, 2027/);
    await user.keyboard('{PageDown}');
    expect(focusedDay()).toHaveAccessibleName(/April 2, 2027/);
    expect(heading()).toHaveTextContent('April 2027');
    await user.keyboard('{Shift>}{PageDown}{/Shift}');
    expect(focusedDay()).toHaveAccessibleName(/April 2, 2028/);
    await user.keyboard('{Shift>}{PageUp}{/Shift}{PageUp}{PageUp}');
    expect(focusedDay()).toHaveAccessibleName(/February 2, 2027/);
    // en-US weeks run Sunday to Saturday.
    await user.keyboard('{Home}');
    expect(focusedDay()).toHaveAccessibleName(/Sunday, January 31, 2027/);
    await user.keyboard('{End}');
    expect(focusedDay()).toHaveAccessibleName(/Saturday, February 6, 2027/);
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith(parseDate('2027-02-06'));
  });

  it('should not move before minValue or after maxValue, and disable those days', async () => {
    const user = userEvent.setup();
    render(<CheckIn minValue={parseDate('2027-03-08')} maxValue={parseDate('2027-03-12')} />);
    expect(nav('Previous')).toBeDisabled();
    expect(nav('Next')).toBeDisabled();
    expect(screen.getByText('7')).toHaveAttribute('data-disabled', 'true');
    await user.click(day(/March 12, 2027/));
    await user.keyboard('{ArrowRight}');
    expect(focusedDay()).toHaveAccessibleName(/March 12, 2027/);
  });

  it('should keep unavailable days focusable but not selectable', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<CheckIn isDateUnavailable={(date) => isWeekend(date, 'en-US')} onChange={onChange} />);
    const saturday = screen.getByText('13');
    expect(saturday).toHaveAttribute('data-unavailable', 'true');
    expect(saturday).toHaveAttribute('aria-disabled', 'true');
    await user.click(saturday);
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByText('12')).not.toHaveAttribute('data-unavailable');
  });

  it('should follow the locale from I18nProvider', () => {
    render(
      <I18nProvider locale="fr-FR">
        <CheckIn />
      </I18nProvider>,
    );
    expect(heading()).toHaveTextContent('mars 2027');
    // French weeks start on Monday.
    expect(weekdays()[0]).toHaveTextContent('L');
  });

  it('should support a controlled value', async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [date, setDate] = useState(parseDate('2027-03-10'));
      return (
        <>
          <Calendar aria-label="Delivery day" value={date} onChange={setDate} />
          <p>Chosen: {date.toString()}</p>
        </>
      );
    }
    render(<Controlled />);
    await user.click(screen.getByText('25'));
    expect(screen.getByText('Chosen: 2027-03-25')).toBeInTheDocument();
  });

  it('should show an error message and mark the calendar invalid when isInvalid is set', () => {
    render(
      <CheckIn value={parseDate('2027-03-13')} isInvalid errorMessage="We are closed that day." />,
    );
    expect(screen.getByText('We are closed that day.')).toHaveClass('ui-Calendar-error');
    expect(screen.getByRole('application')).toHaveAttribute('data-invalid', 'true');
    expect(screen.getByText('13')).toHaveAttribute('data-invalid', 'true');
  });

  it('should mark a read-only or disabled calendar', () => {
    const {unmount} = render(<CheckIn isDisabled />);
    expect(screen.getByRole('application')).toHaveAttribute('data-disabled', 'true');
    unmount();
    render(<CheckIn isReadOnly />);
    expect(screen.getByRole('grid')).toHaveAttribute('aria-readonly', 'true');
  });

  it('should forward the ref to the root and merge class names', () => {
    const ref = {current: null as HTMLDivElement | null};
    render(<CheckIn ref={ref} className={({isDisabled}) => (isDisabled ? 'off' : 'on')} />);
    expect(ref.current).toHaveClass('ui-Calendar', 'on');
    expect(ref.current).toContainElement(screen.getByRole('grid'));
  });

  it('should have no axe violations', async () => {
    const {container} = render(
      <CheckIn
        defaultValue={parseDate('2027-03-10')}
        isDateUnavailable={(date) => isWeekend(date, 'en-US')}
      />,
    );
    expect(await axe(container)).toHaveNoViolations();
  });
});

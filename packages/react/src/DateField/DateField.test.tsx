import {parseDate, parseDateTime, type DateValue} from '@internationalized/date';
import {render, screen, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {axe} from 'jest-axe';
import {useState} from 'react';
import {I18nProvider} from 'react-aria-components';
import {DateField, type DateFieldProps} from './DateField';

function CheckIn(props: Partial<DateFieldProps<DateValue>>) {
  return <DateField label="Check-in" {...props} />;
}

const group = () => screen.getByRole('group', {name: 'Check-in'});
const segment = (name: string) => within(group()).getByRole('spinbutton', {name: new RegExp(name)});
const field = () => group().closest('.ui-DateField');

// https://www.w3.org/WAI/ARIA/apg/patterns/spinbutton/ (each segment is a spin button)
describe('DateField', () => {
  it('should label a group of month, day and year spin buttons and default to the md size', () => {
    render(<CheckIn description="The day you arrive." />);
    expect(within(group()).getAllByRole('spinbutton')).toHaveLength(3);
    expect(segment('month')).toHaveAttribute('data-placeholder', 'true');
    expect(segment('month')).toHaveAccessibleDescription('The day you arrive.');
    expect(field()).toHaveAttribute('data-size', 'md');
    expect(group()).toHaveAttribute('data-size', 'md');
  });

  it('should support sizes', () => {
    render(<CheckIn size="lg" />);
    expect(field()).toHaveAttribute('data-size', 'lg');
    expect(group()).toHaveAttribute('data-size', 'lg');
  });

  it('should change the focused segment with Arrow Up/Down and move with Arrow Left/Right', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<CheckIn defaultValue={parseDate('2027-03-10')} onChange={onChange} />);
    await user.tab();
    expect(segment('month')).toHaveFocus();
    expect(segment('month')).toHaveAttribute('aria-valuenow', '3');
    await user.keyboard('{ArrowUp}');
    expect(segment('month')).toHaveAttribute('aria-valuenow', '4');
    expect(onChange).toHaveBeenLastCalledWith(parseDate('2027-04-10'));
    await user.keyboard('{ArrowRight}{ArrowDown}');
    expect(segment('day')).toHaveFocus();
    expect(onChange).toHaveBeenLastCalledWith(parseDate('2027-04-09'));
    await user.keyboard('{ArrowLeft}');
    expect(segment('month')).toHaveFocus();
  });

  it('should fill the date when digits are typed, moving to the next segment', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<CheckIn onChange={onChange} />);
    await user.tab();
    await user.keyboard('06');
    expect(segment('day')).toHaveFocus();
    await user.keyboard('14');
    expect(segment('year')).toHaveFocus();
    await user.keyboard('2027');
    expect(onChange).toHaveBeenLastCalledWith(parseDate('2027-06-14'));
    expect(group()).toHaveTextContent('6/14/2027');
  });

  it('should jump to the segment limits with Home/End and take bigger steps with Page Up/Down', async () => {
    const user = userEvent.setup();
    render(<CheckIn defaultValue={parseDate('2027-03-10')} />);
    await user.tab();
    await user.keyboard('{End}');
    expect(segment('month')).toHaveAttribute('aria-valuenow', '12');
    await user.keyboard('{Home}');
    expect(segment('month')).toHaveAttribute('aria-valuenow', '1');
    await user.keyboard('{PageUp}');
    expect(segment('month')).toHaveAttribute('aria-valuenow', '3');
  });

  it('should clear a segment with Backspace', async () => {
    const user = userEvent.setup();
    render(<CheckIn defaultValue={parseDate('2027-03-10')} />);
    await user.tab();
    await user.keyboard('{Backspace}');
    expect(segment('month')).toHaveAttribute('data-placeholder', 'true');
  });

  it('should follow the locale from I18nProvider', () => {
    render(
      <I18nProvider locale="de-DE">
        <CheckIn defaultValue={parseDate('2027-03-10')} />
      </I18nProvider>,
    );
    expect(group()).toHaveTextContent('10.3.2027');
  });

  it('should add time segments for a date-time value or a granularity', () => {
    const {unmount} = render(<CheckIn defaultValue={parseDateTime('2027-03-10T15:30')} />);
    expect(group()).toHaveTextContent(/^3\/10\/2027, \W?3:30\W? PM$/);
    expect(segment('minute')).toHaveAttribute('aria-valuenow', '30');
    unmount();
    render(<CheckIn granularity="hour" />);
    expect(segment('hour')).toBeInTheDocument();
    expect(within(group()).queryByRole('spinbutton', {name: /minute/})).toBeNull();
  });

  it('should support a controlled value', async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [date, setDate] = useState<DateValue | null>(parseDate('2027-03-10'));
      return (
        <>
          <CheckIn value={date} onChange={setDate} />
          <p>Chosen: {String(date)}</p>
        </>
      );
    }
    render(<Controlled />);
    await user.tab();
    await user.keyboard('{ArrowRight}{ArrowUp}');
    expect(screen.getByText('Chosen: 2027-03-11')).toBeInTheDocument();
  });

  describe('given field states', () => {
    it('should mark a date outside minValue and maxValue invalid and show the error', () => {
      render(
        <CheckIn
          value={parseDate('2027-03-01')}
          minValue={parseDate('2027-03-05')}
          validationBehavior="aria"
          errorMessage="Check-in opens on 5 March."
        />,
      );
      expect(field()).toHaveAttribute('data-invalid', 'true');
      expect(group()).toHaveAttribute('data-invalid', 'true');
      // RAC also describes each segment with the whole date.
      expect(segment('month')).toHaveAccessibleDescription(/Check-in opens on 5 March\.$/);
    });

    it('should mark the field disabled and its segments not editable', () => {
      render(<CheckIn isDisabled defaultValue={parseDate('2027-03-10')} />);
      expect(field()).toHaveAttribute('data-disabled', 'true');
      expect(segment('month')).toHaveAttribute('aria-disabled', 'true');
      expect(segment('month')).not.toHaveAttribute('tabindex');
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
      await user.click(segment('month'));
      await user.keyboard('03102027');
      await user.click(screen.getByRole('button', {name: 'Book'}));
      expect(onSubmit).toHaveLastReturnedWith('2027-03-10');
    });
  });

  it('should forward the ref to the field and merge class names', () => {
    const ref = {current: null as HTMLDivElement | null};
    render(<CheckIn ref={ref} className={({isDisabled}) => (isDisabled ? 'off' : 'on')} />);
    expect(ref.current).toBe(field());
    expect(ref.current).toHaveClass('ui-DateField', 'on');
  });

  it('should have no axe violations', async () => {
    const {container} = render(
      <CheckIn description="The day you arrive." defaultValue={parseDate('2027-03-10')} />,
    );
    expect(await axe(container)).toHaveNoViolations();
  });
});

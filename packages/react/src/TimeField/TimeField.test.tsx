import {parseTime, Time} from '@internationalized/date';
import {render, screen, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {axe} from 'jest-axe';
import {useState} from 'react';
import {I18nProvider} from 'react-aria-components';
import {TimeField, type TimeFieldProps} from './TimeField';

function Pickup(props: Partial<TimeFieldProps<Time>>) {
  return <TimeField label="Pickup time" {...props} />;
}

const group = () => screen.getByRole('group', {name: 'Pickup time'});
const segment = (name: string) => within(group()).getByRole('spinbutton', {name: new RegExp(name)});
const field = () => group().closest('.ui-TimeField');

// https://www.w3.org/WAI/ARIA/apg/patterns/spinbutton/ (each segment is a spin button)
describe('TimeField', () => {
  it('should label a group of hour, minute and AM/PM segments in en-US', () => {
    render(<Pickup description="Drivers wait ten minutes." />);
    expect(
      within(group())
        .getAllByRole('spinbutton')
        .map((s) => s.dataset.type),
    ).toEqual(['hour', 'minute', 'dayPeriod']);
    expect(segment('hour')).toHaveAccessibleDescription('Drivers wait ten minutes.');
    expect(field()).toHaveAttribute('data-size', 'md');
    expect(group()).toHaveClass('ui-DateField-input');
  });

  it('should support sizes', () => {
    render(<Pickup size="sm" />);
    expect(field()).toHaveAttribute('data-size', 'sm');
    expect(group()).toHaveAttribute('data-size', 'sm');
  });

  it('should change the focused segment with Arrow Up/Down and move with Arrow Left/Right', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Pickup defaultValue={parseTime('09:45')} onChange={onChange} />);
    await user.tab();
    await user.keyboard('{ArrowUp}');
    expect(onChange).toHaveBeenLastCalledWith(parseTime('10:45'));
    await user.keyboard('{ArrowRight}{ArrowDown}');
    expect(segment('minute')).toHaveFocus();
    expect(onChange).toHaveBeenLastCalledWith(parseTime('10:44'));
    await user.keyboard('{ArrowRight}{ArrowUp}');
    expect(onChange).toHaveBeenLastCalledWith(parseTime('22:44'));
    await user.keyboard('{ArrowLeft}');
    expect(segment('minute')).toHaveFocus();
  });

  it('should fill the time when digits are typed, moving to the next segment', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Pickup onChange={onChange} />);
    await user.tab();
    await user.keyboard('07');
    expect(segment('minute')).toHaveFocus();
    await user.keyboard('30p');
    expect(onChange).toHaveBeenLastCalledWith(parseTime('19:30'));
  });

  it('should use a 24-hour clock with hourCycle={24}, and follow the locale otherwise', () => {
    const {unmount} = render(<Pickup hourCycle={24} defaultValue={parseTime('19:30')} />);
    expect(within(group()).queryByRole('spinbutton', {name: /AM\/PM/})).toBeNull();
    expect(segment('hour')).toHaveAttribute('aria-valuenow', '19');
    unmount();
    render(
      <I18nProvider locale="en-GB">
        <Pickup defaultValue={parseTime('19:30')} />
      </I18nProvider>,
    );
    expect(group()).toHaveTextContent('19:30');
  });

  it('should show seconds with granularity="second"', () => {
    render(<Pickup granularity="second" defaultValue={parseTime('09:45:10')} />);
    expect(segment('second')).toHaveAttribute('aria-valuenow', '10');
  });

  it('should support a controlled value', async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [time, setTime] = useState<Time | null>(new Time(8, 0));
      return (
        <>
          <Pickup value={time} onChange={setTime} />
          <p>Chosen: {String(time)}</p>
        </>
      );
    }
    render(<Controlled />);
    await user.tab();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByText('Chosen: 09:00:00')).toBeInTheDocument();
  });

  describe('given field states', () => {
    it('should mark a time outside minValue invalid and show the error', () => {
      render(
        <Pickup
          value={parseTime('06:00')}
          minValue={parseTime('07:00')}
          validationBehavior="aria"
          errorMessage="The first pickup is at 7:00."
        />,
      );
      expect(field()).toHaveAttribute('data-invalid', 'true');
      expect(segment('hour')).toHaveAccessibleDescription(/The first pickup is at 7:00\.$/);
    });

    it('should mark the field disabled', () => {
      render(<Pickup isDisabled />);
      expect(field()).toHaveAttribute('data-disabled', 'true');
      expect(segment('hour')).toHaveAttribute('aria-disabled', 'true');
    });

    it('should block submit while required and empty, then submit the time', async () => {
      const user = userEvent.setup();
      const onSubmit = jest.fn((e: React.FormEvent<HTMLFormElement>) => {
        e.preventDefault();
        return new FormData(e.currentTarget).get('pickup');
      });
      render(
        <form onSubmit={onSubmit}>
          <Pickup name="pickup" isRequired />
          <button type="submit">Book</button>
        </form>,
      );
      await user.click(screen.getByRole('button', {name: 'Book'}));
      expect(onSubmit).not.toHaveBeenCalled();
      expect(field()).toHaveAttribute('data-invalid', 'true');
      await user.click(segment('hour'));
      await user.keyboard('0730a');
      await user.click(screen.getByRole('button', {name: 'Book'}));
      expect(onSubmit).toHaveLastReturnedWith('07:30:00');
    });
  });

  it('should forward the ref to the field and merge class names', () => {
    const ref = {current: null as HTMLDivElement | null};
    render(<Pickup ref={ref} className="mine" />);
    expect(ref.current).toBe(field());
    expect(ref.current).toHaveClass('ui-TimeField', 'mine');
  });

  it('should have no axe violations', async () => {
    const {container} = render(
      <Pickup description="Local time." defaultValue={parseTime('09:45')} />,
    );
    expect(await axe(container)).toHaveNoViolations();
  });
});

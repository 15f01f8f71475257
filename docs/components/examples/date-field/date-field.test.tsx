import {render, screen, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ServiceAppointmentField from './granularity';
import DepartureDateField from './hero';
import PolicyStartField from './limits';

const segment = (group: string, name: string) =>
  within(screen.getByRole('group', {name: group})).getByRole('spinbutton', {
    name: new RegExp(name),
  });

jest.setTimeout(20_000);
describe('date field examples', () => {
  it('should step the departure month with the arrow keys', async () => {
    const user = userEvent.setup();
    render(<DepartureDateField />);
    await user.click(segment('Departure date', 'month'));
    await user.keyboard('{ArrowUp}');
    expect(segment('Departure date', 'month')).toHaveAttribute('aria-valuenow', '8');
  });

  it('should show the requested slot once every segment is typed', async () => {
    const user = userEvent.setup();
    render(<ServiceAppointmentField />);
    expect(screen.getByText('Requested: not set yet')).toBeInTheDocument();
    await user.click(segment('Service appointment', 'month'));
    await user.keyboard('05042027');
    // Hour, minute, then "a" for AM: the 12-hour clock of en-US.
    await user.keyboard('1030a');
    expect(screen.getByText('Requested: 2027-05-04T10:30:00')).toBeInTheDocument();
  });

  it('should refuse a start date outside the cover window, then accept one inside it', async () => {
    const user = userEvent.setup();
    render(<PolicyStartField />);
    await user.click(segment('Cover starts on', 'month'));
    await user.keyboard('08152027');
    await user.click(screen.getByRole('button', {name: 'Get a quote'}));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(segment('Cover starts on', 'month')).toHaveAttribute('aria-invalid', 'true');
    await user.click(segment('Cover starts on', 'month'));
    await user.keyboard('06');
    await user.click(screen.getByRole('button', {name: 'Get a quote'}));
    expect(screen.getByText('start: 2027-06-15')).toBeInTheDocument();
  });
});

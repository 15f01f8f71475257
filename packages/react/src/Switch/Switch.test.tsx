import {render, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {axe} from 'jest-axe';
import {useState} from 'react';
import {renderToString} from 'react-dom/server';
import {Switch} from './Switch';

describe('Switch', () => {
  it('should render a switch named by its label, off by default', () => {
    render(<Switch description="Email me when someone replies.">Notifications</Switch>);
    const sw = screen.getByRole('switch', {name: 'Notifications'});
    expect(sw).not.toBeChecked();
    expect(sw).toHaveAccessibleDescription('Email me when someone replies.');
    const root = sw.closest('.ui-Switch');
    expect(root).toHaveAttribute('data-size', 'md');
    expect(root).toHaveAttribute('data-label-position', 'end');
    expect(root).not.toHaveAttribute('data-selected');
  });

  it('should toggle uncontrolled by click and by Space with onChange', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(
      <Switch defaultSelected onChange={onChange}>
        Wi-Fi
      </Switch>,
    );
    const sw = screen.getByRole('switch', {name: 'Wi-Fi'});
    expect(sw).toBeChecked();
    expect(sw.closest('.ui-Switch')).toHaveAttribute('data-selected', 'true');
    await user.click(screen.getByText('Wi-Fi'));
    expect(sw).not.toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith(false);
    await user.keyboard(' ');
    expect(sw).toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith(true);
  });

  it('should be reachable with Tab and show a focus-visible state', async () => {
    const user = userEvent.setup();
    render(<Switch>Marketing</Switch>);
    await user.tab();
    expect(screen.getByRole('switch', {name: 'Marketing'})).toHaveFocus();
    expect(screen.getByText('Marketing').closest('.ui-Switch-button')).toHaveAttribute(
      'data-focus-visible',
      'true',
    );
  });

  it('should support a controlled value', async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [on, setOn] = useState(false);
      return (
        <>
          <Switch isSelected={on} onChange={setOn}>
            Social
          </Switch>
          <output>{on ? 'on' : 'off'}</output>
        </>
      );
    }
    render(<Controlled />);
    await user.click(screen.getByRole('switch', {name: 'Social'}));
    expect(screen.getByRole('status')).toHaveTextContent('on');
    expect(screen.getByRole('switch', {name: 'Social'})).toBeChecked();
  });

  it('should support the disabled state', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(
      <Switch isDisabled onChange={onChange}>
        Newsletter
      </Switch>,
    );
    const sw = screen.getByRole('switch', {name: 'Newsletter'});
    expect(sw).toBeDisabled();
    expect(sw.closest('.ui-Switch')).toHaveAttribute('data-disabled', 'true');
    await user.click(screen.getByText('Newsletter'));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('should put the label before the track when labelPosition is start', () => {
    render(
      <Switch labelPosition="start" size="lg">
        Dark mode
      </Switch>,
    );
    const button = screen.getByText('Dark mode').closest('.ui-Switch-button')!;
    const parts = [...button.children].map((el) => el.className).filter(Boolean);
    expect(parts.indexOf('ui-Switch-label')).toBeLessThan(parts.indexOf('ui-Switch-track'));
    expect(button.closest('.ui-Switch')).toHaveAttribute('data-size', 'lg');
  });

  it('should show state labels without changing the accessible name', async () => {
    const user = userEvent.setup();
    render(<Switch stateLabels={{on: 'Enabled', off: 'Disabled'}}>Notifications</Switch>);
    const sw = screen.getByRole('switch', {name: 'Notifications'});
    expect(screen.getByText('Disabled')).toHaveAttribute('data-active', 'true');
    expect(screen.getByText('Enabled')).not.toHaveAttribute('data-active');
    await user.click(sw);
    expect(screen.getByText('Enabled')).toHaveAttribute('data-active', 'true');
    expect(sw).toHaveAccessibleName('Notifications');
  });

  it('should support an aria-label when only state labels are shown', () => {
    render(<Switch aria-label="Sync" stateLabels={{on: 'On', off: 'Off'}} />);
    expect(screen.getByRole('switch', {name: 'Sync'})).toBeInTheDocument();
  });

  it('should submit its value in a form under its name', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn((e: React.FormEvent<HTMLFormElement>) => {
      e.preventDefault();
      return new FormData(e.currentTarget).get('alerts');
    });
    render(
      <form onSubmit={onSubmit}>
        <Switch name="alerts" value="yes">
          Alerts
        </Switch>
        <button type="submit">Save</button>
      </form>,
    );
    await user.click(screen.getByRole('switch', {name: 'Alerts'}));
    await user.click(screen.getByRole('button', {name: 'Save'}));
    expect(onSubmit).toHaveReturnedWith('yes');
  });

  it('should generate matching ids when rendered on the server', () => {
    const html = renderToString(<Switch description="Help">Server</Switch>);
    const descriptionId = /aria-describedby="([^" ]+)/.exec(html)?.[1];
    expect(descriptionId).toBeTruthy();
    expect(html).toContain(`id="${descriptionId}"`);
  });

  it('should have no axe violations', async () => {
    const {container} = render(
      <>
        <Switch description="Help">One</Switch>
        <Switch defaultSelected labelPosition="start" stateLabels={{on: 'on', off: 'off'}}>
          Two
        </Switch>
        <Switch isDisabled>Three</Switch>
      </>,
    );
    expect(await axe(container)).toHaveNoViolations();
  });
});

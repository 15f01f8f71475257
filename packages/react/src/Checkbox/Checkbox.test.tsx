import {render, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {axe} from 'jest-axe';
import {useState} from 'react';
import {renderToString} from 'react-dom/server';
import {Checkbox} from './Checkbox';

describe('Checkbox', () => {
  it('should render a checkbox named by its label with a described help text', () => {
    render(<Checkbox description="We send one email a month.">Subscribe</Checkbox>);
    const box = screen.getByRole('checkbox', {name: 'Subscribe'});
    expect(box).not.toBeChecked();
    expect(box).toHaveAccessibleDescription('We send one email a month.');
    expect(box.closest('.ui-Checkbox')).toHaveAttribute('data-size', 'md');
  });

  it('should support uncontrolled toggling by click and Space with onChange', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Checkbox onChange={onChange}>Remember me</Checkbox>);
    const box = screen.getByRole('checkbox', {name: 'Remember me'});
    await user.click(box);
    expect(box).toBeChecked();
    expect(box.closest('.ui-Checkbox')).toHaveAttribute('data-selected', 'true');
    expect(onChange).toHaveBeenLastCalledWith(true);
    await user.keyboard(' ');
    expect(box).not.toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith(false);
  });

  it('should show a focus-visible state when reached with Tab', async () => {
    const user = userEvent.setup();
    render(<Checkbox>Terms</Checkbox>);
    await user.tab();
    expect(screen.getByRole('checkbox', {name: 'Terms'})).toHaveFocus();
    expect(screen.getByText('Terms').closest('.ui-Checkbox-button')).toHaveAttribute(
      'data-focus-visible',
      'true',
    );
  });

  it('should support a controlled value', async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [on, setOn] = useState(true);
      return (
        <>
          <Checkbox isSelected={on} onChange={setOn}>
            Alerts
          </Checkbox>
          <output>{on ? 'on' : 'off'}</output>
        </>
      );
    }
    render(<Controlled />);
    expect(screen.getByRole('checkbox', {name: 'Alerts'})).toBeChecked();
    await user.click(screen.getByRole('checkbox', {name: 'Alerts'}));
    expect(screen.getByRole('status')).toHaveTextContent('off');
  });

  it('should support the indeterminate state', () => {
    render(<Checkbox isIndeterminate>Select all</Checkbox>);
    const box = screen.getByRole('checkbox', {name: 'Select all'});
    expect(box).toBePartiallyChecked();
    expect(box.closest('.ui-Checkbox')).toHaveAttribute('data-indeterminate', 'true');
  });

  it('should support the disabled state', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(
      <Checkbox isDisabled onChange={onChange}>
        Locked
      </Checkbox>,
    );
    const box = screen.getByRole('checkbox', {name: 'Locked'});
    expect(box).toBeDisabled();
    expect(box.closest('.ui-Checkbox')).toHaveAttribute('data-disabled', 'true');
    await user.click(screen.getByText('Locked'));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('should block submit when required and show a linked message until checked', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn((e: React.FormEvent) => e.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Checkbox name="terms" isRequired errorMessage="Accept the terms to continue.">
          I accept the terms
        </Checkbox>
        <button type="submit">Continue</button>
      </form>,
    );
    const box = screen.getByRole('checkbox', {name: 'I accept the terms'});
    expect(box).toBeRequired();
    await user.click(screen.getByRole('button', {name: 'Continue'}));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Accept the terms to continue.');
    expect(box.closest('.ui-Checkbox')).toHaveAttribute('data-invalid', 'true');
    await user.click(box);
    expect(screen.queryByText('Accept the terms to continue.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', {name: 'Continue'}));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('should support isInvalid with a message', () => {
    render(
      <Checkbox isInvalid errorMessage="This one is wrong.">
        Pick me
      </Checkbox>,
    );
    const box = screen.getByRole('checkbox', {name: 'Pick me'});
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('This one is wrong.');
  });

  it('should generate matching ids when rendered on the server', () => {
    const html = renderToString(<Checkbox description="Help">Server</Checkbox>);
    // Before hydration the error slot id is listed too; the description id must already match.
    const descriptionId = /aria-describedby="([^" ]+)/.exec(html)?.[1];
    expect(descriptionId).toBeTruthy();
    expect(html).toContain(`id="${descriptionId}" slot="description"`);
  });

  it('should have no axe violations', async () => {
    const {container} = render(
      <>
        <Checkbox description="Help text">One</Checkbox>
        <Checkbox isIndeterminate>Two</Checkbox>
        <Checkbox isInvalid errorMessage="Bad">
          Three
        </Checkbox>
      </>,
    );
    expect(await axe(container)).toHaveNoViolations();
  });
});

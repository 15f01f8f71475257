import {render, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {axe} from 'jest-axe';
import {useState} from 'react';
import {renderToString} from 'react-dom/server';
import {Radio, RadioGroup, type RadioGroupProps} from './RadioGroup';

function Plans(props: Partial<RadioGroupProps>) {
  return (
    <RadioGroup label="Plan" description="You can change plans at any time." {...props}>
      <Radio value="basic" description="100 messages per month">
        Basic
      </Radio>
      <Radio value="premium" description="200 messages per month">
        Premium
      </Radio>
      <Radio value="business" description="Unlimited messages">
        Business
      </Radio>
    </RadioGroup>
  );
}

describe('RadioGroup', () => {
  it('should render a labelled radiogroup whose options carry their own descriptions', () => {
    render(<Plans />);
    const group = screen.getByRole('radiogroup', {name: 'Plan'});
    expect(group).toHaveAccessibleDescription('You can change plans at any time.');
    expect(group).toHaveAttribute('aria-orientation', 'vertical');
    expect(screen.getByRole('radio', {name: 'Premium'})).toHaveAccessibleDescription(
      '200 messages per month You can change plans at any time.',
    );
  });

  it('should support horizontal orientation, sizes and the card look on group and options', () => {
    render(<Plans orientation="horizontal" size="lg" variant="card" />);
    const group = screen.getByRole('radiogroup', {name: 'Plan'});
    expect(group).toHaveAttribute('data-orientation', 'horizontal');
    expect(group).toHaveAttribute('data-variant', 'card');
    const option = screen.getByRole('radio', {name: 'Basic'}).closest('.ui-Radio');
    expect(option).toHaveAttribute('data-variant', 'card');
    expect(option).toHaveAttribute('data-size', 'lg');
  });

  it('should select by click with onChange and mark the selected option', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Plans onChange={onChange} />);
    await user.click(screen.getByText('Business'));
    expect(screen.getByRole('radio', {name: 'Business'})).toBeChecked();
    expect(screen.getByRole('radio', {name: 'Business'}).closest('.ui-Radio')).toHaveAttribute(
      'data-selected',
      'true',
    );
    expect(onChange).toHaveBeenLastCalledWith('business');
  });

  it('should select a card when its description is clicked', async () => {
    const user = userEvent.setup();
    render(<Plans variant="card" />);
    const description = screen.getByText('200 messages per month');
    expect(description).not.toHaveTextContent('Premium');
    await user.click(description);
    expect(screen.getByRole('radio', {name: 'Premium'})).toBeChecked();
  });

  it('should move focus and selection with arrow keys and keep one tab stop', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(
      <>
        <Plans defaultValue="basic" onChange={onChange} />
        <button type="button">After</button>
      </>,
    );
    await user.tab();
    const basic = screen.getByRole('radio', {name: 'Basic'});
    expect(basic).toHaveFocus();
    expect(basic.closest('.ui-Radio-button')).toHaveAttribute('data-focus-visible', 'true');
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', {name: 'Premium'})).toHaveFocus();
    expect(onChange).toHaveBeenLastCalledWith('premium');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('radio', {name: 'Basic'})).toBeChecked();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('radio', {name: 'Business'})).toBeChecked();
    await user.tab();
    expect(screen.getByRole('button', {name: 'After'})).toHaveFocus();
  });

  it('should support a controlled value', async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [plan, setPlan] = useState('premium');
      return (
        <>
          <Plans value={plan} onChange={setPlan} />
          <output>{plan}</output>
        </>
      );
    }
    render(<Controlled />);
    expect(screen.getByRole('radio', {name: 'Premium'})).toBeChecked();
    await user.click(screen.getByText('Basic'));
    expect(screen.getByRole('status')).toHaveTextContent('basic');
  });

  it('should skip disabled options and support a disabled group', async () => {
    const user = userEvent.setup();
    const {rerender} = render(
      <RadioGroup label="Delivery" defaultValue="standard">
        <Radio value="standard">Standard</Radio>
        <Radio value="express" isDisabled>
          Express
        </Radio>
        <Radio value="super-fast">Super fast</Radio>
      </RadioGroup>,
    );
    expect(screen.getByRole('radio', {name: 'Express'})).toBeDisabled();
    expect(screen.getByRole('radio', {name: 'Express'}).closest('.ui-Radio')).toHaveAttribute(
      'data-disabled',
      'true',
    );
    await user.tab();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', {name: 'Super fast'})).toBeChecked();
    rerender(
      <RadioGroup label="Delivery" isDisabled>
        <Radio value="standard">Standard</Radio>
      </RadioGroup>,
    );
    expect(screen.getByRole('radio', {name: 'Standard'})).toBeDisabled();
    expect(screen.getByRole('radiogroup', {name: 'Delivery'})).toHaveAttribute(
      'data-disabled',
      'true',
    );
  });

  it('should block submit when required and link the message to the group until a choice is made', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn((e: React.FormEvent<HTMLFormElement>) => {
      e.preventDefault();
      return new FormData(e.currentTarget).get('plan');
    });
    render(
      <form onSubmit={onSubmit}>
        <Plans name="plan" isRequired errorMessage="Choose a subscription before continuing." />
        <button type="submit">Continue</button>
      </form>,
    );
    await user.click(screen.getByRole('button', {name: 'Continue'}));
    expect(onSubmit).not.toHaveBeenCalled();
    const group = screen.getByRole('radiogroup', {name: 'Plan'});
    expect(group).toHaveAttribute('data-invalid', 'true');
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAccessibleDescription(
      'You can change plans at any time. Choose a subscription before continuing.',
    );
    await user.click(screen.getByText('Basic'));
    expect(screen.queryByText('Choose a subscription before continuing.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', {name: 'Continue'}));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveReturnedWith('basic');
  });

  it('should generate matching ids when rendered on the server', () => {
    const html = renderToString(<Plans />);
    const labelledBy = /role="radiogroup"[^>]*aria-labelledby="([^"]+)"/.exec(html)?.[1];
    expect(labelledBy).toBeTruthy();
    expect(html).toContain(`id="${labelledBy}"`);
  });

  it('should have no axe violations', async () => {
    const {container} = render(
      <>
        <Plans />
        <Plans variant="card" aria-label="Cards" label={undefined} isRequired />
      </>,
    );
    expect(await axe(container)).toHaveNoViolations();
  });
});

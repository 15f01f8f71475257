import {render, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {axe} from 'jest-axe';
import {useState} from 'react';
import {renderToString} from 'react-dom/server';
import {NumberField} from './NumberField';

const field = (name: string) => screen.getByRole('textbox', {name}).closest('.ui-NumberField');

describe('NumberField', () => {
  it('should support a label, a description and steppers named after the field', () => {
    render(<NumberField label="Quantity" description="Up to 10 per order." defaultValue={2} />);
    const input = screen.getByRole('textbox', {name: 'Quantity'});
    expect(input).toHaveValue('2');
    // RAC keeps a text input (for locale parsing and mobile keyboards) and says what it is instead of
    // role="spinbutton"; the keys below follow the spinbutton pattern.
    expect(input).toHaveAttribute('aria-roledescription', 'Number field');
    expect(input).toHaveAccessibleDescription('Up to 10 per order.');
    expect(screen.getByRole('button', {name: 'Decrease Quantity'})).toBeInTheDocument();
    expect(screen.getByRole('button', {name: 'Increase Quantity'})).toBeInTheDocument();
    expect(field('Quantity')).toHaveAttribute('data-size', 'md');
  });

  it.each(['sm', 'md', 'lg'] as const)('should expose size %s as data-size', (size) => {
    render(<NumberField label="Seats" size={size} />);
    expect(field('Seats')).toHaveAttribute('data-size', size);
    expect(screen.getByRole('group')).toHaveAttribute('data-size', size);
  });

  describe('given the keyboard (W3C APG spinbutton pattern)', () => {
    it('should step with Arrow Up/Down, clamped to minValue and maxValue', async () => {
      const user = userEvent.setup();
      const onChange = jest.fn();
      render(
        <NumberField
          label="Guests"
          defaultValue={2}
          minValue={1}
          maxValue={4}
          onChange={onChange}
        />,
      );
      const input = screen.getByRole('textbox', {name: 'Guests'});
      await user.tab();
      expect(input).toHaveFocus();
      await user.keyboard('{ArrowUp}');
      expect(input).toHaveValue('3');
      expect(onChange).toHaveBeenLastCalledWith(3);
      await user.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
      expect(input).toHaveValue('4');
      await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}');
      expect(input).toHaveValue('1');
      expect(onChange).toHaveBeenLastCalledWith(1);
    });

    it('should go to the ends with Home and End and step by step', async () => {
      const user = userEvent.setup();
      render(<NumberField label="Width" defaultValue={10} minValue={0} maxValue={100} step={5} />);
      const input = screen.getByRole('textbox', {name: 'Width'});
      await user.tab();
      await user.keyboard('{ArrowUp}');
      expect(input).toHaveValue('15');
      // React Aria's number field has no page size: Page Up/Down take one step, like the arrows.
      await user.keyboard('{PageUp}');
      expect(input).toHaveValue('20');
      await user.keyboard('{PageDown}');
      expect(input).toHaveValue('15');
      await user.keyboard('{End}');
      expect(input).toHaveValue('100');
      await user.keyboard('{Home}');
      expect(input).toHaveValue('0');
    });
  });

  it('should step with the − and + buttons, which stay out of the tab order', async () => {
    const user = userEvent.setup();
    render(<NumberField label="Count" defaultValue={5} maxValue={6} />);
    const increase = screen.getByRole('button', {name: 'Increase Count'});
    expect(increase).toHaveAttribute('tabindex', '-1');
    await user.click(increase);
    expect(screen.getByRole('textbox', {name: 'Count'})).toHaveValue('6');
    expect(increase).toBeDisabled();
    expect(increase).toHaveAttribute('data-disabled', 'true');
    await user.click(screen.getByRole('button', {name: 'Decrease Count'}));
    expect(screen.getByRole('textbox', {name: 'Count'})).toHaveValue('5');
  });

  it('should parse typed values and clamp them on blur', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<NumberField label="Age" minValue={0} maxValue={120} onChange={onChange} />);
    const input = screen.getByRole('textbox', {name: 'Age'});
    await user.type(input, '1234');
    await user.tab();
    expect(input).toHaveValue('120');
    expect(onChange).toHaveBeenLastCalledWith(120);
    await user.clear(input);
    await user.type(input, '42');
    await user.tab();
    expect(input).toHaveValue('42');
    expect(onChange).toHaveBeenLastCalledWith(42);
  });

  describe('given formatOptions', () => {
    it('should format and parse a currency', async () => {
      const user = userEvent.setup();
      const onChange = jest.fn();
      render(
        <NumberField
          label="Price"
          defaultValue={12}
          formatOptions={{style: 'currency', currency: 'USD'}}
          onChange={onChange}
        />,
      );
      const input = screen.getByRole('textbox', {name: 'Price'});
      expect(input).toHaveValue('$12.00');
      await user.clear(input);
      await user.type(input, '$1,234.5');
      await user.tab();
      expect(input).toHaveValue('$1,234.50');
      expect(onChange).toHaveBeenLastCalledWith(1234.5);
    });

    it('should format a percent and step it by one percent', async () => {
      const user = userEvent.setup();
      render(<NumberField label="Tax" defaultValue={0.2} formatOptions={{style: 'percent'}} />);
      const input = screen.getByRole('textbox', {name: 'Tax'});
      expect(input).toHaveValue('20%');
      await user.tab();
      await user.keyboard('{ArrowUp}');
      expect(input).toHaveValue('21%');
    });
  });

  it('should support a controlled value', async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [value, setValue] = useState(1);
      return (
        <>
          <NumberField label="Nights" value={value} onChange={setValue} />
          <p>{value} nights</p>
        </>
      );
    }
    render(<Controlled />);
    await user.click(screen.getByRole('button', {name: 'Increase Nights'}));
    expect(screen.getByText('2 nights')).toBeInTheDocument();
    expect(screen.getByRole('textbox', {name: 'Nights'})).toHaveValue('2');
  });

  it('should support disabled and read-only states', () => {
    render(
      <>
        <NumberField label="Off" isDisabled defaultValue={1} />
        <NumberField label="Fixed" isReadOnly defaultValue={1} />
      </>,
    );
    const off = screen.getByRole('textbox', {name: 'Off'});
    expect(off).toBeDisabled();
    expect(field('Off')).toHaveAttribute('data-disabled', 'true');
    expect(screen.getByRole('button', {name: 'Increase Off'})).toBeDisabled();
    expect(screen.getByRole('textbox', {name: 'Fixed'})).toHaveAttribute('readonly');
    expect(field('Fixed')).toHaveAttribute('data-readonly', 'true');
  });

  it('should show the error message and mark the field invalid', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn((e: React.FormEvent) => e.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <NumberField label="Amount" name="amount" isRequired errorMessage="Enter an amount." />
        <button type="submit">Pay</button>
      </form>,
    );
    await user.click(screen.getByRole('button', {name: 'Pay'}));
    expect(onSubmit).not.toHaveBeenCalled();
    const input = screen.getByRole('textbox', {name: 'Amount'});
    expect(input).toHaveAccessibleDescription('Enter an amount.');
    expect(field('Amount')).toHaveAttribute('data-invalid', 'true');
    expect(screen.getByRole('group')).toHaveAttribute('data-invalid', 'true');
  });

  it('should show a focus state on the group and forward refs', async () => {
    const user = userEvent.setup();
    const ref = {current: null as HTMLDivElement | null};
    const inputRef = {current: null as HTMLInputElement | null};
    render(<NumberField label="Rooms" ref={ref} inputRef={inputRef} className="mine" />);
    expect(ref.current).toHaveClass('ui-NumberField', 'mine');
    expect(inputRef.current).toBe(screen.getByRole('textbox', {name: 'Rooms'}));
    await user.tab();
    expect(screen.getByRole('group')).toHaveAttribute('data-focus-within', 'true');
  });

  it('should generate matching ids when rendered on the server', () => {
    const html = renderToString(<NumberField label="Server" />);
    const inputId = /<input[^>]*id="([^"]+)"/.exec(html)?.[1];
    expect(inputId).toBeTruthy();
    expect(html).toContain(`for="${inputId}"`);
  });

  it('should have no axe violations', async () => {
    const {container} = render(
      <>
        <NumberField label="Quantity" description="Up to 10." defaultValue={1} maxValue={10} />
        <NumberField
          label="Price"
          formatOptions={{style: 'currency', currency: 'EUR'}}
          isDisabled
        />
      </>,
    );
    expect(await axe(container)).toHaveNoViolations();
  });
});

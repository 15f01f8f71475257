import {render, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {axe} from 'jest-axe';
import {useState} from 'react';
import {Input} from './Input';

describe('Input', () => {
  it('should render a textbox named by aria-label with the root class and default size', () => {
    render(<Input aria-label="Search" className="mine" />);
    const input = screen.getByRole('textbox', {name: 'Search'});
    expect(input).toHaveClass('ui-Input', 'mine');
    expect(input).toHaveAttribute('data-size', 'md');
  });

  it.each(['email', 'url', 'tel'] as const)('should support type %s as a textbox', (type) => {
    render(<Input aria-label={type} type={type} />);
    expect(screen.getByRole('textbox', {name: type})).toHaveAttribute('type', type);
  });

  it('should support type password', () => {
    render(<Input aria-label="Password" type="password" />);
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
  });

  it('should support a number input with min and max, flagged by native validity', async () => {
    const user = userEvent.setup();
    render(<Input aria-label="Age" type="number" min={0} max={150} />);
    const age = screen.getByRole('spinbutton', {name: 'Age'}) as HTMLInputElement;
    await user.type(age, '151');
    expect(age.validity.rangeOverflow).toBe(true);
    await user.clear(age);
    await user.type(age, '42');
    expect(age.validity.valid).toBe(true);
    expect(age).toHaveValue(42);
  });

  it('should support uncontrolled and controlled values', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    function Controlled() {
      const [value, setValue] = useState('');
      return (
        <Input
          aria-label="Controlled"
          value={value}
          onChange={(e) => setValue(e.target.value.trim())}
        />
      );
    }
    render(
      <>
        <Input aria-label="Free" onChange={(e) => onChange(e.target.value)} />
        <Controlled />
      </>,
    );
    await user.type(screen.getByRole('textbox', {name: 'Free'}), 'hi');
    expect(onChange).toHaveBeenLastCalledWith('hi');
    await user.type(screen.getByRole('textbox', {name: 'Controlled'}), ' a b');
    expect(screen.getByRole('textbox', {name: 'Controlled'})).toHaveValue('ab');
  });

  it('should expose hover, focus and disabled states as data attributes', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Input aria-label="Live" size="lg" />
        <Input aria-label="Off" disabled />
      </>,
    );
    const live = screen.getByRole('textbox', {name: 'Live'});
    expect(live).toHaveAttribute('data-size', 'lg');
    await user.hover(live);
    expect(live).toHaveAttribute('data-hovered', 'true');
    await user.tab();
    expect(live).toHaveFocus();
    expect(live).toHaveAttribute('data-focused', 'true');
    expect(live).toHaveAttribute('data-focus-visible', 'true');
    const off = screen.getByRole('textbox', {name: 'Off'});
    expect(off).toBeDisabled();
    expect(off).toHaveAttribute('data-disabled', 'true');
  });

  it('should mark aria-invalid inputs with data-invalid', () => {
    render(<Input aria-label="Bad" aria-invalid="true" />);
    expect(screen.getByRole('textbox', {name: 'Bad'})).toHaveAttribute('data-invalid', 'true');
  });

  it('should have no axe violations', async () => {
    const {container} = render(
      <Input aria-label="Email" type="email" placeholder="you@example.com" />,
    );
    expect(await axe(container)).toHaveNoViolations();
  });
});

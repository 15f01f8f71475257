import {render, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {axe} from 'jest-axe';
import {useState} from 'react';
import {renderToString} from 'react-dom/server';
import {Checkbox} from './Checkbox';
import {CheckboxGroup} from './CheckboxGroup';

function Toppings(props: Partial<React.ComponentProps<typeof CheckboxGroup>>) {
  return (
    <CheckboxGroup label="Toppings" description="Pick any." {...props}>
      <Checkbox value="cheese">Cheese</Checkbox>
      <Checkbox value="olives">Olives</Checkbox>
      <Checkbox value="basil" isDisabled>
        Basil
      </Checkbox>
    </CheckboxGroup>
  );
}

describe('CheckboxGroup', () => {
  it('should render a labelled, described group of checkboxes', () => {
    render(<Toppings />);
    const group = screen.getByRole('group', {name: 'Toppings'});
    expect(group).toHaveAccessibleDescription('Pick any.');
    expect(group).toHaveAttribute('data-orientation', 'vertical');
    expect(screen.getAllByRole('checkbox')).toHaveLength(3);
  });

  it('should support horizontal orientation and size passed down to items', () => {
    render(<Toppings orientation="horizontal" size="sm" />);
    expect(screen.getByRole('group', {name: 'Toppings'})).toHaveAttribute(
      'data-orientation',
      'horizontal',
    );
    expect(screen.getByRole('checkbox', {name: 'Cheese'}).closest('.ui-Checkbox')).toHaveAttribute(
      'data-size',
      'sm',
    );
  });

  it('should support uncontrolled selection with an array onChange', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Toppings defaultValue={['cheese']} onChange={onChange} />);
    expect(screen.getByRole('checkbox', {name: 'Cheese'})).toBeChecked();
    await user.click(screen.getByRole('checkbox', {name: 'Olives'}));
    expect(onChange).toHaveBeenLastCalledWith(['cheese', 'olives']);
  });

  it('should support a controlled value', async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [value, setValue] = useState<string[]>([]);
      return (
        <>
          <Toppings value={value} onChange={setValue} />
          <output>{value.join(',')}</output>
        </>
      );
    }
    render(<Controlled />);
    await user.click(screen.getByRole('checkbox', {name: 'Olives'}));
    await user.click(screen.getByRole('checkbox', {name: 'Cheese'}));
    expect(screen.getByRole('status')).toHaveTextContent('olives,cheese');
  });

  it('should support disabled items and a disabled group', () => {
    const {rerender} = render(<Toppings />);
    expect(screen.getByRole('checkbox', {name: 'Basil'})).toBeDisabled();
    expect(screen.getByRole('checkbox', {name: 'Cheese'})).toBeEnabled();
    rerender(<Toppings isDisabled />);
    expect(screen.getByRole('checkbox', {name: 'Cheese'})).toBeDisabled();
    expect(screen.getByRole('group', {name: 'Toppings'})).toHaveAttribute('data-disabled', 'true');
  });

  it('should show one group-level required message linked to the group and block submit', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn((e: React.FormEvent) => e.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Toppings name="toppings" isRequired errorMessage="Choose at least one topping." />
        <button type="submit">Order</button>
      </form>,
    );
    await user.click(screen.getByRole('button', {name: 'Order'}));
    expect(onSubmit).not.toHaveBeenCalled();
    const group = screen.getByRole('group', {name: 'Toppings'});
    expect(group).toHaveAttribute('data-invalid', 'true');
    expect(group).toHaveAccessibleDescription('Pick any. Choose at least one topping.');
    expect(screen.getAllByText('Choose at least one topping.')).toHaveLength(1);
    await user.click(screen.getByRole('checkbox', {name: 'Olives'}));
    await user.click(screen.getByRole('button', {name: 'Order'}));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('should generate matching ids when rendered on the server', () => {
    const html = renderToString(<Toppings />);
    const labelledBy = /role="group"[^>]*aria-labelledby="([^"]+)"/.exec(html)?.[1];
    expect(labelledBy).toBeTruthy();
    expect(html).toContain(`id="${labelledBy}"`);
  });

  it('should have no axe violations', async () => {
    const {container} = render(<Toppings isRequired />);
    expect(await axe(container)).toHaveNoViolations();
  });
});

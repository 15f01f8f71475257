import {render, screen, waitFor, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {axe} from 'jest-axe';
import {useState} from 'react';
import type {Key} from 'react-aria-components';
import {renderToString} from 'react-dom/server';
import {ListBoxSection} from '../ListBox';
import {Select, SelectItem, type SelectProps} from './Select';

function Animal(props: Partial<SelectProps<object>>) {
  return (
    <Select label="Favourite animal" {...props}>
      <SelectItem id="aardvark">Aardvark</SelectItem>
      <SelectItem id="cat">Cat</SelectItem>
      <SelectItem id="dog" isDisabled>
        Dog
      </SelectItem>
      <SelectItem id="kangaroo">Kangaroo</SelectItem>
      <SelectItem id="zebra">Zebra</SelectItem>
    </Select>
  );
}

// While the list is open, RAC hides everything outside it from AT.
const trigger = (name = 'Favourite animal') =>
  screen.getByRole('button', {name: new RegExp(name), hidden: true});
const option = (name: string) => screen.getByRole('option', {name});
const field = () => trigger().closest('.ui-Select');

describe('Select', () => {
  it('should label its trigger, show the placeholder and default to the md size', () => {
    render(<Animal description="Pick just one." />);
    expect(trigger()).toHaveAccessibleName('Select an item Favourite animal');
    expect(trigger()).toHaveAccessibleDescription('Pick just one.');
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Select an item')).toHaveAttribute('data-placeholder', 'true');
    expect(field()).toHaveAttribute('data-size', 'md');
    expect(trigger()).toHaveAttribute('data-size', 'md');
  });

  it('should support a custom placeholder and sizes', () => {
    render(<Animal placeholder="Choose…" size="lg" />);
    expect(screen.getByText('Choose…')).toBeInTheDocument();
    expect(field()).toHaveAttribute('data-size', 'lg');
    expect(trigger()).toHaveAttribute('data-size', 'lg');
  });

  it('should open a listbox in a popover on click and select an option', async () => {
    const user = userEvent.setup();
    const onSelectionChange = jest.fn();
    render(<Animal onSelectionChange={onSelectionChange} />);
    await user.click(trigger());
    const listbox = screen.getByRole('listbox', {name: 'Favourite animal'});
    expect(listbox.closest('.ui-Popover')).toHaveClass('ui-SelectPopover');
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    expect(field()).toHaveAttribute('data-open', 'true');
    await user.click(option('Cat'));
    expect(onSelectionChange).toHaveBeenCalledWith('cat');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(trigger()).toHaveTextContent('Cat');
    expect(field()).not.toHaveAttribute('data-open');
  });

  it('should open with Enter, Space, ArrowDown or ArrowUp', async () => {
    const user = userEvent.setup();
    render(<Animal defaultSelectedKey="kangaroo" />);
    await user.tab();
    expect(trigger()).toHaveAttribute('data-focus-visible', 'true');
    await user.keyboard('{Enter}');
    // Opening puts focus on the selected option.
    expect(option('Kangaroo')).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(trigger()).toHaveFocus());
    await user.keyboard(' ');
    expect(option('Kangaroo')).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(trigger()).toHaveFocus());
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(trigger()).toHaveFocus());
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('listbox')).toBeInTheDocument();
  });

  it('should move with arrow keys, skipping disabled options, jump with Home/End and select with Enter', async () => {
    const user = userEvent.setup();
    const onSelectionChange = jest.fn();
    render(<Animal onSelectionChange={onSelectionChange} />);
    await user.tab();
    await user.keyboard('{Enter}');
    expect(option('Aardvark')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(option('Cat')).toHaveFocus();
    expect(option('Cat')).toHaveAttribute('data-focus-visible', 'true');
    await user.keyboard('{ArrowDown}');
    expect(option('Kangaroo')).toHaveFocus();
    await user.keyboard('{End}');
    expect(option('Zebra')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(option('Aardvark')).toHaveFocus();
    await user.keyboard('{End}{Enter}');
    expect(onSelectionChange).toHaveBeenLastCalledWith('zebra');
    await waitFor(() => expect(trigger('Zebra')).toHaveFocus());
  });

  it('should support typeahead in the open list and on the closed trigger', async () => {
    const user = userEvent.setup();
    const onSelectionChange = jest.fn();
    render(<Animal onSelectionChange={onSelectionChange} />);
    await user.tab();
    // Closed: typing selects the matching option without opening the list.
    await user.keyboard('k');
    expect(onSelectionChange).toHaveBeenLastCalledWith('kangaroo');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await user.keyboard('{Enter}');
    await user.keyboard('z');
    expect(option('Zebra')).toHaveFocus();
  });

  it('should close on Escape, keep the value and return focus to the trigger', async () => {
    const user = userEvent.setup();
    const onSelectionChange = jest.fn();
    render(<Animal defaultSelectedKey="cat" onSelectionChange={onSelectionChange} />);
    await user.tab();
    await user.keyboard('{Enter}{ArrowDown}');
    expect(option('Kangaroo')).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await waitFor(() => expect(trigger()).toHaveFocus());
    expect(trigger()).toHaveTextContent('Cat');
    expect(onSelectionChange).not.toHaveBeenCalled();
  });

  it('should show a check on the selected option', async () => {
    const user = userEvent.setup();
    render(<Animal defaultSelectedKey="zebra" />);
    await user.click(trigger());
    expect(option('Zebra')).toHaveAttribute('aria-selected', 'true');
    expect(option('Zebra')).toHaveAttribute('data-selected', 'true');
    expect(option('Zebra')).toHaveClass('ui-ListBoxItem', 'ui-SelectItem');
    expect(option('Zebra').querySelector('.ui-ListBoxItem-check svg')).toBeInTheDocument();
    expect(option('Cat').querySelector('.ui-ListBoxItem-check svg')).toBeNull();
    expect(option('Dog')).toHaveAttribute('data-disabled', 'true');
  });

  it('should support a controlled selectedKey with onSelectionChange', async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [animal, setAnimal] = useState<Key | null>('cat');
      return (
        <>
          <Animal selectedKey={animal} onSelectionChange={setAnimal} />
          <p>Chosen: {String(animal)}</p>
        </>
      );
    }
    render(<Controlled />);
    expect(trigger()).toHaveTextContent('Cat');
    await user.click(trigger());
    await user.click(option('Aardvark'));
    expect(screen.getByText('Chosen: aardvark')).toBeInTheDocument();
    expect(trigger()).toHaveTextContent('Aardvark');
  });

  it('should stay on the controlled value when the parent ignores the change', async () => {
    const user = userEvent.setup();
    const onSelectionChange = jest.fn();
    render(<Animal selectedKey="cat" onSelectionChange={onSelectionChange} />);
    await user.click(trigger());
    await user.click(option('Zebra'));
    expect(onSelectionChange).toHaveBeenCalledWith('zebra');
    expect(trigger()).toHaveTextContent('Cat');
  });

  it('should support multiple selection, staying open and listing the chosen options', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(
      <Select label="Pets" selectionMode="multiple" onChange={onChange}>
        <SelectItem id="cat">Cat</SelectItem>
        <SelectItem id="dog">Dog</SelectItem>
      </Select>,
    );
    await user.click(trigger('Pets'));
    expect(screen.getByRole('listbox')).toHaveAttribute('aria-multiselectable', 'true');
    await user.click(option('Cat'));
    await user.click(option('Dog'));
    expect(onChange).toHaveBeenLastCalledWith(['cat', 'dog']);
    expect(trigger('Pets')).toHaveTextContent('Cat and Dog');
    expect(option('Cat').querySelector('.ui-ListBoxItem-check svg')).toBeInTheDocument();
    expect(option('Dog')).toHaveAttribute('data-selected', 'true');
  });

  it('should render dynamic items and sections', async () => {
    const user = userEvent.setup();
    const planets = [
      {id: 'mercury', name: 'Mercury'},
      {id: 'venus', name: 'Venus'},
    ];
    const {unmount} = render(
      <Select label="Planet" items={planets}>
        {(planet) => <SelectItem>{planet.name}</SelectItem>}
      </Select>,
    );
    await user.click(trigger('Planet'));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Mercury', 'Venus']);
    unmount();
    render(
      <Select label="Food">
        <ListBoxSection title="Fruit">
          <SelectItem>Apple</SelectItem>
        </ListBoxSection>
      </Select>,
    );
    await user.click(trigger('Food'));
    expect(
      within(screen.getByRole('group', {name: 'Fruit'})).getByRole('option'),
    ).toHaveTextContent('Apple');
  });

  describe('given field states', () => {
    it('should mark the field disabled and not open', async () => {
      const user = userEvent.setup();
      render(<Animal isDisabled />);
      expect(trigger()).toBeDisabled();
      expect(field()).toHaveAttribute('data-disabled', 'true');
      await user.click(trigger());
      expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    });

    it('should mark an invalid field and describe the trigger with the error', () => {
      render(<Animal isInvalid errorMessage="Pick an animal." />);
      expect(field()).toHaveAttribute('data-invalid', 'true');
      expect(trigger()).toHaveAccessibleDescription('Pick an animal.');
    });

    it('should block submit while required and empty, then submit the chosen key', async () => {
      const user = userEvent.setup();
      const onSubmit = jest.fn((e: React.FormEvent<HTMLFormElement>) => {
        e.preventDefault();
        return new FormData(e.currentTarget).get('animal');
      });
      render(
        <form onSubmit={onSubmit}>
          <Animal name="animal" isRequired errorMessage="Pick an animal." />
          <button type="submit">Save</button>
        </form>,
      );
      expect(field()).toHaveAttribute('data-required', 'true');
      expect(screen.getByText('Favourite animal')).toHaveAttribute('data-required', 'true');
      await user.click(screen.getByRole('button', {name: 'Save'}));
      expect(onSubmit).not.toHaveBeenCalled();
      expect(field()).toHaveAttribute('data-invalid', 'true');
      expect(trigger()).toHaveAccessibleDescription('Pick an animal.');
      await user.click(trigger());
      await user.click(option('Cat'));
      expect(field()).not.toHaveAttribute('data-invalid');
      await user.click(screen.getByRole('button', {name: 'Save'}));
      expect(onSubmit).toHaveLastReturnedWith('cat');
    });

    it('should go back to its default value when the form resets', async () => {
      const user = userEvent.setup();
      render(
        <form>
          <Animal name="animal" defaultSelectedKey="cat" />
          <button type="reset">Reset</button>
        </form>,
      );
      await user.click(trigger());
      await user.click(option('Zebra'));
      expect(trigger()).toHaveTextContent('Zebra');
      await user.click(screen.getByRole('button', {name: 'Reset'}));
      expect(trigger()).toHaveTextContent('Cat');
    });
  });

  it('should forward the ref to the field and merge class names', () => {
    const ref = {current: null as HTMLDivElement | null};
    render(<Animal ref={ref} className={({isDisabled}) => (isDisabled ? 'off' : 'on')} />);
    expect(ref.current).toBe(field());
    expect(ref.current).toHaveClass('ui-Select', 'on');
  });

  it('should generate matching ids when rendered on the server', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Animal />);
    const button = container.querySelector('button')!;
    const labelId = container.querySelector('.ui-Label')!.id;
    expect(labelId).toBeTruthy();
    expect(button.getAttribute('aria-labelledby')).toContain(labelId);
    expect(container.querySelector('[role="listbox"]')).toBeNull();
  });

  it('should have no axe violations while open', async () => {
    const user = userEvent.setup();
    const {baseElement} = render(
      <Animal description="Pick one." isRequired defaultSelectedKey="cat" />,
    );
    await user.click(trigger());
    // The popover is portalled to <body>; a bare test page has no landmarks to put it in.
    expect(await axe(baseElement, {rules: {region: {enabled: false}}})).toHaveNoViolations();
  });
});

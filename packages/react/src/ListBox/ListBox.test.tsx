import {render, screen, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {axe} from 'jest-axe';
import {useState} from 'react';
import {renderToString} from 'react-dom/server';
import type {Selection} from 'react-aria-components';
import {ListBox, ListBoxItem, ListBoxSection, type ListBoxProps} from './ListBox';

function Fruits(props: Partial<ListBoxProps<object>>) {
  return (
    <ListBox aria-label="Fruit" selectionMode="single" {...props}>
      <ListBoxItem id="apple">Apple</ListBoxItem>
      <ListBoxItem id="banana" isDisabled>
        Banana
      </ListBoxItem>
      <ListBoxItem id="blueberry">Blueberry</ListBoxItem>
      <ListBoxItem id="cherry" description="Sweet or sour">
        Cherry
      </ListBoxItem>
      <ListBoxItem id="kiwi">Kiwi</ListBoxItem>
    </ListBox>
  );
}

const option = (name: string) => screen.getByRole('option', {name});

describe('ListBox', () => {
  it('should render a named listbox of options with a class on each part', () => {
    render(<Fruits />);
    const listbox = screen.getByRole('listbox', {name: 'Fruit'});
    expect(listbox).toHaveClass('ui-ListBox');
    expect(within(listbox).getAllByRole('option')).toHaveLength(5);
    expect(option('Apple')).toHaveClass('ui-ListBoxItem');
    expect(option('Cherry')).toHaveAccessibleDescription('Sweet or sour');
  });

  it('should move focus with arrow keys, skipping disabled options, and jump with Home/End', async () => {
    const user = userEvent.setup();
    render(<Fruits />);
    await user.tab();
    expect(option('Apple')).toHaveFocus();
    expect(option('Apple')).toHaveAttribute('data-focus-visible', 'true');
    await user.keyboard('{ArrowDown}');
    expect(option('Blueberry')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(option('Apple')).toHaveFocus();
    await user.keyboard('{End}');
    expect(option('Kiwi')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(option('Apple')).toHaveFocus();
  });

  it('should support typeahead, skipping disabled options', async () => {
    const user = userEvent.setup();
    const {unmount} = render(<Fruits />);
    await user.tab();
    // "b" skips the disabled Banana; "bl" goes on matching Blueberry.
    await user.keyboard('b');
    expect(option('Blueberry')).toHaveFocus();
    await user.keyboard('l');
    expect(option('Blueberry')).toHaveFocus();
    unmount();
    // A fresh list, because the typed characters add up until the user pauses.
    render(<Fruits />);
    await user.tab();
    await user.keyboard('k');
    expect(option('Kiwi')).toHaveFocus();
  });

  it('should select with Space and Enter, marking the option selected with a check', async () => {
    const user = userEvent.setup();
    const onSelectionChange = jest.fn();
    render(<Fruits onSelectionChange={onSelectionChange} />);
    await user.tab();
    await user.keyboard(' ');
    expect(option('Apple')).toHaveAttribute('aria-selected', 'true');
    expect(option('Apple')).toHaveAttribute('data-selected', 'true');
    expect(option('Apple').querySelector('.ui-ListBoxItem-check svg')).toBeInTheDocument();
    expect([...onSelectionChange.mock.lastCall![0]]).toEqual(['apple']);
    await user.keyboard('{ArrowDown}{Enter}');
    expect([...onSelectionChange.mock.lastCall![0]]).toEqual(['blueberry']);
    expect(option('Apple')).not.toHaveAttribute('data-selected');
    expect(option('Apple').querySelector('.ui-ListBoxItem-check svg')).toBeNull();
  });

  it('should support controlled single selection', async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [selected, setSelected] = useState<Selection>(new Set(['cherry']));
      return (
        <>
          <Fruits selectedKeys={selected} onSelectionChange={setSelected} />
          <p>Picked {[...selected].join()}</p>
        </>
      );
    }
    render(<Controlled />);
    expect(option('Cherry')).toHaveAttribute('aria-selected', 'true');
    await user.click(option('Kiwi'));
    expect(screen.getByText('Picked kiwi')).toBeInTheDocument();
    expect(option('Kiwi')).toHaveAttribute('aria-selected', 'true');
    expect(option('Cherry')).toHaveAttribute('aria-selected', 'false');
  });

  it('should support uncontrolled multiple selection', async () => {
    const user = userEvent.setup();
    const onSelectionChange = jest.fn();
    render(
      <Fruits
        selectionMode="multiple"
        defaultSelectedKeys={['apple']}
        onSelectionChange={onSelectionChange}
      />,
    );
    expect(screen.getByRole('listbox')).toHaveAttribute('aria-multiselectable', 'true');
    await user.click(option('Kiwi'));
    expect([...onSelectionChange.mock.lastCall![0]]).toEqual(['apple', 'kiwi']);
    expect(option('Apple')).toHaveAttribute('data-selected', 'true');
    expect(option('Kiwi')).toHaveAttribute('data-selected', 'true');
    await user.click(option('Apple'));
    expect([...onSelectionChange.mock.lastCall![0]]).toEqual(['kiwi']);
  });

  it('should mark disabled options and ignore presses on them', async () => {
    const user = userEvent.setup();
    const onSelectionChange = jest.fn();
    render(<Fruits onSelectionChange={onSelectionChange} />);
    expect(option('Banana')).toHaveAttribute('aria-disabled', 'true');
    expect(option('Banana')).toHaveAttribute('data-disabled', 'true');
    await user.click(option('Banana'));
    expect(onSelectionChange).not.toHaveBeenCalled();
  });

  it('should mark the hovered option', async () => {
    const user = userEvent.setup();
    render(<Fruits />);
    await user.hover(option('Kiwi'));
    expect(option('Kiwi')).toHaveAttribute('data-hovered', 'true');
    await user.unhover(option('Kiwi'));
    expect(option('Kiwi')).not.toHaveAttribute('data-hovered');
  });

  it('should show no check column when nothing can be selected', () => {
    render(
      <ListBox aria-label="Recent files">
        <ListBoxItem>report.pdf</ListBoxItem>
      </ListBox>,
    );
    expect(option('report.pdf').querySelector('.ui-ListBoxItem-check')).toBeNull();
  });

  it('should group options in sections named by their headers', () => {
    render(
      <ListBox aria-label="Produce" selectionMode="single">
        <ListBoxSection title="Fruit">
          <ListBoxItem>Apple</ListBoxItem>
          <ListBoxItem>Pear</ListBoxItem>
        </ListBoxSection>
        <ListBoxSection title="Vegetables">
          <ListBoxItem>Leek</ListBoxItem>
        </ListBoxSection>
      </ListBox>,
    );
    const fruit = screen.getByRole('group', {name: 'Fruit'});
    expect(fruit).toHaveClass('ui-ListBoxSection');
    expect(within(fruit).getAllByRole('option')).toHaveLength(2);
    expect(
      within(screen.getByRole('group', {name: 'Vegetables'})).getByRole('option'),
    ).toHaveTextContent('Leek');
    expect(screen.getByText('Fruit')).toHaveClass('ui-ListBoxSection-header');
  });

  it('should support dynamic items in sections', () => {
    const sections = [
      {id: 'warm', name: 'Warm', items: [{id: 'red', name: 'Red'}]},
      {id: 'cool', name: 'Cool', items: [{id: 'blue', name: 'Blue'}]},
    ];
    render(
      <ListBox aria-label="Colours" items={sections}>
        {(section) => (
          <ListBoxSection title={section.name} items={section.items}>
            {(item) => <ListBoxItem>{item.name}</ListBoxItem>}
          </ListBoxSection>
        )}
      </ListBox>,
    );
    expect(within(screen.getByRole('group', {name: 'Cool'})).getByRole('option')).toHaveTextContent(
      'Blue',
    );
  });

  it('should show an empty state and mark the list empty', () => {
    render(<ListBox aria-label="Results" items={[]} renderEmptyState={() => 'Nothing found'} />);
    expect(screen.getByRole('listbox')).toHaveAttribute('data-empty', 'true');
    expect(screen.getByText('Nothing found')).toBeInTheDocument();
  });

  it('should forward refs and merge class names', () => {
    const ref = {current: null as HTMLDivElement | null};
    const itemRef = {current: null as HTMLDivElement | null};
    render(
      <ListBox aria-label="Sizes" ref={ref} className={({isEmpty}) => (isEmpty ? 'empty' : 'full')}>
        <ListBoxItem ref={itemRef} className="mine">
          Small
        </ListBoxItem>
      </ListBox>,
    );
    expect(ref.current).toBe(screen.getByRole('listbox'));
    expect(ref.current).toHaveClass('ui-ListBox', 'full');
    expect(itemRef.current).toBe(option('Small'));
    expect(itemRef.current).toHaveClass('ui-ListBoxItem', 'mine');
  });

  it('should render on the server with its options', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Fruits defaultSelectedKeys={['kiwi']} />);
    expect(container.querySelectorAll('[role="option"]')).toHaveLength(5);
    expect(container.querySelector('[data-selected]')).toHaveTextContent('Kiwi');
  });

  it('should have no axe violations', async () => {
    const {container} = render(
      <ListBox aria-label="Produce" selectionMode="multiple" defaultSelectedKeys={['apple']}>
        <ListBoxSection title="Fruit">
          <ListBoxItem id="apple" description="Crisp">
            Apple
          </ListBoxItem>
          <ListBoxItem id="pear" isDisabled>
            Pear
          </ListBoxItem>
        </ListBoxSection>
      </ListBox>,
    );
    expect(await axe(container)).toHaveNoViolations();
  });
});

import {render, screen, waitFor} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {axe} from 'jest-axe';
import {useState} from 'react';
import type {Key} from 'react-aria-components';
import {renderToString} from 'react-dom/server';
import {ComboBox, ComboBoxItem, type ComboBoxProps} from './ComboBox';

function Country(props: Partial<ComboBoxProps<object>>) {
  return (
    <ComboBox label="Country" {...props}>
      <ComboBoxItem id="at">Austria</ComboBoxItem>
      <ComboBoxItem id="be">Belgium</ComboBoxItem>
      <ComboBoxItem id="ca" isDisabled>
        Canada
      </ComboBoxItem>
      <ComboBoxItem id="dk">Denmark</ComboBoxItem>
      <ComboBoxItem id="fr">France</ComboBoxItem>
    </ComboBox>
  );
}

const input = () => screen.getByRole('combobox', {name: 'Country'});
const option = (name: string) => screen.getByRole('option', {name});
const options = () => screen.getAllByRole('option').map((o) => o.textContent);
const field = () => input().closest('.ui-ComboBox');

describe('ComboBox', () => {
  it('should wire the label, description, placeholder and button to the input', () => {
    render(<Country description="Where you live." placeholder="Start typing" />);
    expect(input()).toHaveAccessibleDescription('Where you live.');
    expect(input()).toHaveAttribute('placeholder', 'Start typing');
    expect(input()).toHaveAttribute('aria-expanded', 'false');
    expect(input()).toHaveAttribute('aria-autocomplete', 'list');
    expect(input()).toHaveClass('ui-Input', 'ui-ComboBox-input');
    expect(screen.getByRole('button', {name: /Country/})).toHaveClass('ui-ComboBox-button');
    expect(field()).toHaveAttribute('data-size', 'md');
    expect(input()).toHaveAttribute('data-size', 'md');
  });

  it('should filter the options as the user types, with a contains match', async () => {
    const user = userEvent.setup();
    render(<Country />);
    await user.type(input(), 'an');
    expect(screen.getByRole('listbox').closest('.ui-Popover')).toHaveClass('ui-ComboBoxPopover');
    expect(input()).toHaveAttribute('aria-expanded', 'true');
    expect(field()).toHaveAttribute('data-open', 'true');
    expect(options()).toEqual(['Canada', 'France']);
    await user.type(input(), 'c');
    expect(options()).toEqual(['France']);
  });

  it('should show the empty state when filtering finds nothing', async () => {
    const user = userEvent.setup();
    render(<Country />);
    await user.type(input(), 'xyz');
    expect(screen.getByRole('listbox')).toHaveAttribute('data-empty', 'true');
    expect(screen.getByText('No results')).toBeInTheDocument();
  });

  it('should support a custom empty state', async () => {
    const user = userEvent.setup();
    render(<Country emptyState="No country matches" />);
    await user.type(input(), 'xyz');
    expect(screen.getByText('No country matches')).toBeInTheDocument();
  });

  it('should open with Alt+ArrowDown and with the button', async () => {
    const user = userEvent.setup();
    render(<Country />);
    await user.tab();
    expect(input()).toHaveFocus();
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    expect(input()).toHaveAttribute('aria-expanded', 'true');
    expect(options()).toHaveLength(5);
    // It opens without making any option active.
    expect(input()).not.toHaveAttribute('aria-activedescendant');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', {name: /Country/}));
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    // Focus stays in the input, as the pattern asks.
    expect(input()).toHaveFocus();
  });

  it('should move through the options with arrow keys, skipping disabled ones, and select with Enter', async () => {
    const user = userEvent.setup();
    const onSelectionChange = jest.fn();
    render(<Country onSelectionChange={onSelectionChange} />);
    await user.tab();
    await user.keyboard('{ArrowDown}');
    // Focus stays in the input; the active option is announced through aria-activedescendant.
    expect(input()).toHaveFocus();
    expect(input()).toHaveAttribute('aria-activedescendant', option('Austria').id);
    expect(option('Austria')).toHaveAttribute('data-focus-visible', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(input()).toHaveAttribute('aria-activedescendant', option('Denmark').id);
    await user.keyboard('{ArrowUp}');
    expect(input()).toHaveAttribute('aria-activedescendant', option('Belgium').id);
    await user.keyboard('{Enter}');
    expect(onSelectionChange).toHaveBeenLastCalledWith('be');
    expect(input()).toHaveValue('Belgium');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('should open on the last option with ArrowUp', async () => {
    const user = userEvent.setup();
    render(<Country />);
    await user.tab();
    await user.keyboard('{ArrowUp}');
    expect(input()).toHaveAttribute('aria-activedescendant', option('France').id);
  });

  it('should leave Home and End to the text caret', async () => {
    const user = userEvent.setup();
    render(<Country />);
    await user.type(input(), 'an');
    await user.keyboard('{Home}x');
    expect(input()).toHaveValue('xan');
  });

  it('should close on Escape and keep the selected value', async () => {
    const user = userEvent.setup();
    const onSelectionChange = jest.fn();
    render(<Country defaultSelectedKey="dk" onSelectionChange={onSelectionChange} />);
    expect(input()).toHaveValue('Denmark');
    await user.tab();
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}{ArrowDown}');
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(input()).toHaveValue('Denmark');
    expect(onSelectionChange).not.toHaveBeenCalled();
  });

  it('should select on click and mark the selected option with a check', async () => {
    const user = userEvent.setup();
    render(<Country />);
    await user.click(screen.getByRole('button', {name: /Country/}));
    await user.click(option('France'));
    expect(input()).toHaveValue('France');
    await user.click(screen.getByRole('button', {name: /Country/}));
    expect(option('France')).toHaveAttribute('data-selected', 'true');
    expect(option('France').querySelector('.ui-ListBoxItem-check svg')).toBeInTheDocument();
    expect(option('Canada')).toHaveAttribute('data-disabled', 'true');
  });

  it('should support a controlled selectedKey with onSelectionChange', async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [key, setKey] = useState<Key | null>('at');
      return (
        <>
          <Country selectedKey={key} onSelectionChange={setKey} />
          <p>{`Chosen: ${String(key)}`}</p>
        </>
      );
    }
    render(<Controlled />);
    expect(input()).toHaveValue('Austria');
    await user.click(screen.getByRole('button', {name: /Country/}));
    await user.click(option('Denmark'));
    expect(screen.getByText('Chosen: dk')).toBeInTheDocument();
    expect(input()).toHaveValue('Denmark');
  });

  it('should support a controlled inputValue that drives the filter', async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [text, setText] = useState('');
      return (
        <>
          <Country inputValue={text} onInputChange={setText} />
          <p>{`Typed: ${text}`}</p>
        </>
      );
    }
    render(<Controlled />);
    await user.type(input(), 'fr');
    expect(screen.getByText('Typed: fr')).toBeInTheDocument();
    expect(options()).toEqual(['France']);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByText('Typed: France')).toBeInTheDocument();
    expect(input()).toHaveValue('France');
  });

  it('should ignore typing while the parent keeps inputValue fixed', async () => {
    const user = userEvent.setup();
    const onInputChange = jest.fn();
    render(<Country inputValue="Bel" onInputChange={onInputChange} />);
    await user.type(input(), 'x');
    expect(onInputChange).toHaveBeenCalledWith('Belx');
    expect(input()).toHaveValue('Bel');
  });

  it('should revert unknown text on blur, unless it allows a custom value', async () => {
    const user = userEvent.setup();
    const {unmount} = render(<Country />);
    await user.type(input(), 'Narnia');
    await user.tab();
    expect(input()).toHaveValue('');
    unmount();
    const onInputChange = jest.fn();
    render(<Country allowsCustomValue onInputChange={onInputChange} />);
    await user.type(input(), 'Narnia');
    await user.tab();
    expect(input()).toHaveValue('Narnia');
    expect(onInputChange).toHaveBeenLastCalledWith('Narnia');
  });

  it('should show a spinner and set data-loading while loading', () => {
    const {rerender} = render(<Country isLoading />);
    expect(field()).toHaveAttribute('data-loading', 'true');
    expect(screen.getByRole('progressbar', {name: 'Loading'})).toHaveClass('ui-ComboBox-spinner');
    rerender(<Country />);
    expect(field()).not.toHaveAttribute('data-loading');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('should render dynamic items', async () => {
    const user = userEvent.setup();
    const fruits = [
      {id: 1, name: 'Apple'},
      {id: 2, name: 'Apricot'},
      {id: 3, name: 'Banana'},
    ];
    render(
      <ComboBox label="Fruit" defaultItems={fruits}>
        {(fruit) => <ComboBoxItem>{fruit.name}</ComboBoxItem>}
      </ComboBox>,
    );
    await user.type(screen.getByRole('combobox', {name: 'Fruit'}), 'ap');
    expect(options()).toEqual(['Apple', 'Apricot']);
  });

  describe('given field states', () => {
    it('should mark the field and input disabled', () => {
      render(<Country isDisabled />);
      expect(input()).toBeDisabled();
      expect(field()).toHaveAttribute('data-disabled', 'true');
      expect(screen.getByRole('button', {name: /Country/})).toBeDisabled();
    });

    it('should mark an invalid field and describe the input with the error', () => {
      render(<Country isInvalid errorMessage="Pick a country from the list." />);
      expect(field()).toHaveAttribute('data-invalid', 'true');
      expect(input()).toHaveAttribute('aria-invalid', 'true');
      expect(input()).toHaveAccessibleDescription('Pick a country from the list.');
    });

    it('should block submit while required and empty, then submit the chosen key', async () => {
      const user = userEvent.setup();
      const onSubmit = jest.fn((e: React.FormEvent<HTMLFormElement>) => {
        e.preventDefault();
        return new FormData(e.currentTarget).get('country');
      });
      render(
        <form onSubmit={onSubmit}>
          <Country name="country" isRequired errorMessage="Choose a country." />
          <button type="submit">Save</button>
        </form>,
      );
      expect(input()).toBeRequired();
      expect(field()).toHaveAttribute('data-required', 'true');
      await user.click(screen.getByRole('button', {name: 'Save'}));
      expect(onSubmit).not.toHaveBeenCalled();
      expect(field()).toHaveAttribute('data-invalid', 'true');
      expect(input()).toHaveAccessibleDescription('Choose a country.');
      await user.type(input(), 'Fra');
      await user.keyboard('{ArrowDown}{Enter}');
      await user.click(screen.getByRole('button', {name: 'Save'}));
      expect(onSubmit).toHaveLastReturnedWith('fr');
    });
  });

  it('should forward refs and merge class names', () => {
    const ref = {current: null as HTMLDivElement | null};
    const inputRef = {current: null as HTMLInputElement | null};
    render(
      <Country
        ref={ref}
        inputRef={inputRef}
        size="sm"
        className={({isDisabled}) => (isDisabled ? 'off' : 'on')}
      />,
    );
    expect(ref.current).toBe(field());
    expect(ref.current).toHaveClass('ui-ComboBox', 'on');
    expect(ref.current).toHaveAttribute('data-size', 'sm');
    expect(inputRef.current).toBe(input());
  });

  it('should generate matching ids when rendered on the server', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Country />);
    const inputId = container.querySelector('input')!.id;
    expect(inputId).toBeTruthy();
    expect(container.querySelector('label')).toHaveAttribute('for', inputId);
  });

  it('should have no axe violations while open', async () => {
    const user = userEvent.setup();
    const {baseElement} = render(<Country description="Where you live." isLoading />);
    await user.type(input(), 'a');
    await waitFor(() => expect(screen.getByRole('listbox')).toBeInTheDocument());
    // The popover is portalled to <body>; a bare test page has no landmarks to put it in.
    expect(await axe(baseElement, {rules: {region: {enabled: false}}})).toHaveNoViolations();
  });
});

import {render, screen, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import DeliverySlots from './disabled';
import ListBoxHero from './hero';
import PizzaToppings from './multiple';
import FontListBox from './sections';

const option = (name: string) => screen.getByRole('option', {name});
const summary = () => screen.getByText(/chosen|No toppings/);

// user-event drives RAC collections through full press/focus sequences, slow on a busy 2-core machine.
jest.setTimeout(20_000);
describe('list box examples', () => {
  it('should show the chosen sound when an option is clicked', async () => {
    const user = userEvent.setup();
    render(<ListBoxHero />);
    expect(screen.getByRole('listbox', {name: 'Notification sound'})).toBeInTheDocument();
    expect(option('Chime')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('Plays: Chime')).toBeInTheDocument();
    await user.click(option('Ripple'));
    expect(option('Ripple')).toHaveAttribute('aria-selected', 'true');
    expect(option('Chime')).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByText('Plays: Ripple')).toBeInTheDocument();
  });

  it('should move focus without selecting, and select, when arrow keys and Space are used', async () => {
    const user = userEvent.setup();
    render(<ListBoxHero />);
    await user.tab();
    expect(option('Chime')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(option('Bell')).toHaveFocus();
    expect(screen.getByText('Plays: Chime')).toBeInTheDocument();
    await user.keyboard('{End} ');
    expect(screen.getByText('Plays: None')).toBeInTheDocument();
    // disallowEmptySelection: pressing the selected option again keeps it.
    await user.keyboard(' ');
    expect(screen.getByText('Plays: None')).toBeInTheDocument();
  });

  it('should toggle each topping when it is clicked', async () => {
    const user = userEvent.setup();
    render(<PizzaToppings />);
    expect(screen.getByRole('listbox', {name: 'Toppings'})).toHaveAttribute(
      'aria-multiselectable',
      'true',
    );
    expect(summary()).toHaveTextContent('2 chosen: Mushrooms, Spinach');
    await user.click(option('Olives'));
    expect(summary()).toHaveTextContent('3 chosen: Mushrooms, Olives, Spinach');
    await user.click(option('Mushrooms'));
    expect(summary()).toHaveTextContent('2 chosen: Olives, Spinach');
  });

  it('should extend, select all and clear when Shift+Arrow, Ctrl+A and Escape are pressed', async () => {
    const user = userEvent.setup();
    render(<PizzaToppings />);
    await user.tab();
    expect(option('Mushrooms')).toHaveFocus();
    await user.keyboard('{Shift>}{ArrowDown}{/Shift}');
    expect(summary()).toHaveTextContent('3 chosen: Mushrooms, Olives, Spinach');
    await user.keyboard('{Control>}a{/Control}');
    expect(summary()).toHaveTextContent('6 chosen');
    await user.keyboard('{Escape}');
    expect(summary()).toHaveTextContent('No toppings');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(summary()).toHaveTextContent('1 chosen: Peppers');
  });

  it('should group the fonts under named sections when rendered', async () => {
    const user = userEvent.setup();
    render(<FontListBox />);
    const serif = screen.getByRole('group', {name: 'Serif'});
    expect(
      within(serif)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Merriweather', 'Lora']);
    await user.tab();
    expect(option('Inter')).toHaveFocus();
    // Arrow keys cross from one section into the next.
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(option('Merriweather')).toHaveFocus();
    await user.keyboard('l');
    expect(option('Lora')).toHaveFocus();
  });

  it('should skip the unavailable slots when arrowing and ignore clicks on them', async () => {
    const user = userEvent.setup();
    render(<DeliverySlots />);
    expect(screen.getByRole('listbox', {name: 'Delivery slot, Saturday'})).toBeInTheDocument();
    expect(option('Afternoon')).toHaveAttribute('aria-disabled', 'true');
    expect(option('Afternoon')).toHaveAccessibleDescription('Fully booked');
    expect(option('Late evening')).toHaveAttribute('aria-disabled', 'true');
    await user.click(option('Afternoon'));
    expect(option('Afternoon')).toHaveAttribute('aria-selected', 'false');
    await user.tab();
    expect(option('Morning')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(option('Evening')).toHaveFocus();
    await user.keyboard('{End}');
    expect(option('Evening')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(option('Evening')).toHaveAttribute('aria-selected', 'true');
  });
});

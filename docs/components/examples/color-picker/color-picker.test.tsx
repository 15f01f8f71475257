import {render, screen, waitFor, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import EventColourControlled from './controlled';
import ColorPickerHero from './hero';
import LabelColourPresets from './label-presets';

// user-event drives RAC fields through full press/focus sequences, slow on a busy 2-core machine.
jest.setTimeout(20_000);
describe('color picker examples', () => {
  it('should open the accent picker in a popover and keep the swatch button in sync when a preset is chosen', async () => {
    const user = userEvent.setup();
    render(<ColorPickerHero />);
    const trigger = screen.getByRole('button', {name: /Brand accent/});
    expect(trigger).toHaveAccessibleName('dark vibrant blue Brand accent');
    await user.click(trigger);
    const dialog = screen.getByRole('dialog', {name: 'Brand accent'});
    expect(within(dialog).getByRole('textbox', {name: 'Hex'})).toHaveValue('#1D4ED8');
    expect(within(dialog).getByRole('slider', {name: 'Hue'})).toBeInTheDocument();
    const presets = within(dialog).getByRole('listbox', {name: 'Brand presets'});
    await user.click(within(presets).getAllByRole('option')[2]!);
    expect(within(dialog).getByRole('textbox', {name: 'Hex'})).toHaveValue('#0F766E');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(trigger).toHaveAccessibleName('dark grayish cyan Brand accent');
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('should colour the label from a named preset or a typed hex value', async () => {
    const user = userEvent.setup();
    render(<LabelColourPresets />);
    expect(screen.getByRole('option', {name: 'Green'})).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('option', {name: 'Violet'}));
    expect(screen.getByText(/needs review/)).toHaveTextContent('needs review · #6D28D9');
    const field = screen.getByRole('textbox', {name: 'Custom colour'});
    await user.clear(field);
    await user.type(field, '#0e7490{Enter}');
    expect(screen.getByText(/needs review/)).toHaveTextContent('needs review · #0E7490');
    expect(screen.getByRole('option', {name: 'Violet'})).toHaveAttribute('aria-selected', 'false');
  });

  it('should show the controlled value as hex with alpha and reset it', async () => {
    const user = userEvent.setup();
    render(<EventColourControlled />);
    expect(screen.getByText('#1D4ED8CC')).toBeInTheDocument();
    const opacity = screen.getByRole('slider', {name: 'Opacity'});
    expect(opacity).toHaveAttribute('aria-valuetext', '80%');
    // Tab order: the area's thumb, the hue thumb, then the opacity thumb.
    await user.tab();
    await user.tab();
    await user.tab();
    expect(opacity).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByText('#1D4ED8FF')).toBeInTheDocument();
    await user.click(screen.getByRole('button', {name: 'Reset colour'}));
    expect(screen.getByText('#1D4ED8CC')).toBeInTheDocument();
  });
});

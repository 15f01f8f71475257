import {fireEvent, render, screen, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {axe} from 'jest-axe';
import {useState} from 'react';
import {renderToString} from 'react-dom/server';
import {
  ColorArea,
  ColorField,
  ColorPicker,
  ColorSlider,
  ColorSwatch,
  ColorSwatchPicker,
  ColorSwatchPickerItem,
} from '.';

const PRESETS = ['#ef4444', '#f59e0b', '#22c55e', '#3b82f6', '#8b5cf6', '#ec4899'];

function Picker({onChange}: {onChange?: (hex: string) => void}) {
  const [hex, setHex] = useState('#3b82f6');
  return (
    <ColorPicker
      value={hex}
      onChange={(color) => {
        setHex(color.toString('hex'));
        onChange?.(color.toString('hex'));
      }}
    >
      <ColorSwatch />
      <ColorArea aria-label="Shade" colorSpace="hsb" xChannel="saturation" yChannel="brightness" />
      <ColorSlider colorSpace="hsb" channel="hue" />
      <ColorField label="Hex" />
      <ColorSwatchPicker aria-label="Presets">
        {PRESETS.map((color) => (
          <ColorSwatchPickerItem key={color} color={color} />
        ))}
      </ColorSwatchPicker>
      <output>{hex}</output>
    </ColorPicker>
  );
}

const hue = () => screen.getByRole('slider', {name: 'Hue'});
const hexField = () => screen.getByRole('textbox', {name: 'Hex'});

jest.setTimeout(20_000);
describe('ColorPicker', () => {
  it('should render a wrapper with its class and keep every part on the same colour', () => {
    const {container} = render(<Picker />);
    expect(container.firstElementChild).toHaveClass('ui-ColorPicker');
    expect(hexField()).toHaveValue('#3B82F6');
    expect(hue()).toHaveAttribute('aria-valuetext', '217.22°, cyan blue');
    // The picker's own swatch, then the same colour among the presets.
    const [swatch] = screen.getAllByRole('img', {name: 'vibrant cyan blue'});
    expect(swatch).toHaveClass('ui-ColorSwatch');
    expect(swatch).toHaveAttribute('aria-roledescription', 'color swatch');
    expect(screen.getByRole('option', {name: /blue/})).toHaveAttribute('aria-selected', 'true');
  });

  it('should change the hex field when the hue thumb moves', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Picker onChange={onChange} />);
    // Tab order: the area's thumb, then the hue thumb.
    await user.tab();
    await user.tab();
    expect(hue()).toHaveFocus();
    await user.keyboard('{Home}');
    expect(hexField()).toHaveValue('#F63B3B');
    expect(onChange).toHaveBeenLastCalledWith('#F63B3B');
  });

  // https://www.w3.org/WAI/ARIA/apg/patterns/slider/
  it('should follow the APG slider keys when a channel thumb has focus', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<ColorSlider channel="hue" defaultValue="hsl(200, 100%, 50%)" onChange={onChange} />);
    const thumb = screen.getByRole('slider', {name: 'Hue'});
    await user.tab();
    expect(thumb).toHaveFocus();
    expect(thumb.closest('.ui-ColorThumb')).toHaveAttribute('data-focus-visible', 'true');
    await user.keyboard('{ArrowRight}');
    expect(thumb).toHaveValue('201');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(thumb).toHaveValue('199');
    await user.keyboard('{ArrowUp}');
    expect(thumb).toHaveValue('200');
    await user.keyboard('{ArrowDown}');
    expect(thumb).toHaveValue('199');
    // Page Up/Down take the channel's page step: 15° for hue.
    await user.keyboard('{PageUp}');
    expect(thumb).toHaveValue('214');
    await user.keyboard('{PageDown}{PageDown}');
    expect(thumb).toHaveValue('184');
    await user.keyboard('{Home}');
    expect(thumb).toHaveValue('0');
    await user.keyboard('{End}');
    expect(thumb).toHaveValue('360');
    expect(screen.getByText('360°')).toHaveClass('ui-ColorSlider-output');
    expect(onChange).toHaveBeenCalledTimes(10);
  });

  it('should move both axes of the area with the arrow keys', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(
      <ColorArea
        aria-label="Shade"
        defaultValue="hsb(220, 50%, 50%)"
        xChannel="saturation"
        yChannel="brightness"
        onChange={onChange}
      />,
    );
    const [x, y] = screen.getAllByRole('slider', {hidden: true}) as [
      HTMLInputElement,
      HTMLInputElement,
    ];
    expect(x).toHaveAttribute('aria-roledescription', '2D slider');
    await user.tab();
    expect(x).toHaveFocus();
    expect(x.closest('.ui-ColorThumb')).toHaveAttribute('data-focus-visible', 'true');
    await user.keyboard('{ArrowRight}');
    expect(x).toHaveValue('51');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(x).toHaveValue('49');
    await user.keyboard('{ArrowUp}');
    expect(y).toHaveValue('51');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(y).toHaveValue('49');
    // Page Up/Down step the y channel by 10; Shift+arrows too.
    await user.keyboard('{PageUp}');
    expect(y).toHaveValue('59');
    expect(x).toHaveAttribute('aria-valuetext', expect.stringContaining('Saturation: 49%'));
    // Home/End step the x channel by 10 (RAC's choice: a 2-D area has no single start or end).
    await user.keyboard('{End}');
    expect(x).toHaveValue('59');
    await user.keyboard('{Home}{Home}');
    expect(x).toHaveValue('39');
    expect(onChange).toHaveBeenCalledTimes(10);
  });

  it('should take a typed hex value and refuse characters that are not hex', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Picker onChange={onChange} />);
    await user.clear(hexField());
    await user.type(hexField(), 'zz#22c55e!{Enter}');
    expect(hexField()).toHaveValue('#22C55E');
    expect(onChange).toHaveBeenLastCalledWith('#22C55E');
    expect(screen.getByRole('option', {name: /green/})).toHaveAttribute('aria-selected', 'true');
  });

  it('should go back to the last colour when an incomplete hex value is left', async () => {
    const user = userEvent.setup();
    render(<Picker />);
    await user.clear(hexField());
    await user.type(hexField(), '#12');
    await user.tab();
    expect(hexField()).toHaveValue('#3B82F6');
  });

  // https://www.w3.org/WAI/ARIA/apg/patterns/listbox/
  it('should move between presets with the arrow keys and select with Enter or Space, like a listbox', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Picker onChange={onChange} />);
    const listbox = screen.getByRole('listbox', {name: 'Presets'});
    expect(within(listbox).getAllByRole('option')).toHaveLength(6);
    await user.click(within(listbox).getAllByRole('option')[0]!);
    expect(onChange).toHaveBeenLastCalledWith('#EF4444');
    await user.keyboard('{ArrowRight}');
    const [first, second, third] = within(listbox).getAllByRole('option');
    expect(second).toHaveFocus();
    expect(second).toHaveAttribute('data-focus-visible', 'true');
    await user.keyboard('{Enter}');
    expect(second).toHaveAttribute('aria-selected', 'true');
    expect(onChange).toHaveBeenLastCalledWith('#F59E0B');
    await user.keyboard('{ArrowRight} ');
    expect(third).toHaveAttribute('data-selected', 'true');
    expect(onChange).toHaveBeenLastCalledWith('#22C55E');
    await user.keyboard('{Home}');
    expect(first).toHaveFocus();
    // Shift+Tab leaves the group; Tab comes back to the swatch that had focus.
    await user.tab({shift: true});
    expect(hexField()).toHaveFocus();
    await user.tab();
    expect(first).toHaveFocus();
    expect(third).toHaveAttribute('aria-selected', 'true');
  });

  it('should name a swatch with colorName and show its colour over the checkerboard', () => {
    render(
      <ColorSwatchPicker aria-label="Labels" defaultValue="#1d4ed8">
        <ColorSwatchPickerItem color="#1d4ed8" colorName="Ocean" />
      </ColorSwatchPicker>,
    );
    const swatch = screen.getByRole('img', {name: 'Ocean'});
    expect(swatch.style.getPropertyValue('--ui-color-swatch')).toMatch(/rgb/);
    expect(screen.getByRole('option', {name: 'Ocean'})).toHaveClass('ui-ColorSwatchPickerItem');
  });

  it('should label a slider with its channel and mark a disabled one', () => {
    render(<ColorSlider defaultValue="hsla(0, 100%, 50%, 0.5)" channel="alpha" isDisabled />);
    const alpha = screen.getByRole('slider', {name: 'Alpha'});
    expect(alpha).toBeDisabled();
    expect(alpha.closest('.ui-ColorSlider')).toHaveAttribute('data-disabled', 'true');
    expect(screen.getByText('50%')).toHaveClass('ui-ColorSlider-output');
  });

  it('should show the error message and mark the field invalid when isInvalid is set', () => {
    render(<ColorField label="Brand" isInvalid errorMessage="Pick a darker colour." size="sm" />);
    expect(hexFieldNamed('Brand')).toHaveAccessibleDescription('Pick a darker colour.');
    expect(hexFieldNamed('Brand').closest('.ui-ColorField')).toHaveAttribute('data-invalid');
    expect(hexFieldNamed('Brand')).toHaveAttribute('data-size', 'sm');
  });

  it('should edit one channel as a number when channel is set', () => {
    render(<ColorField label="Red" channel="red" defaultValue="#ff0000" />);
    const red = screen.getByRole('textbox', {name: 'Red'});
    expect(red).toHaveValue('255');
    fireEvent.keyDown(red, {key: 'ArrowDown'});
    expect(red).toHaveValue('254');
  });

  it('should render on the server, where the parts generate their ids', () => {
    const html = renderToString(<Picker />);
    expect(html).toContain('class="ui-ColorPicker"');
    expect(html).toContain('value="#3B82F6"');
  });

  it('should have no axe violations', async () => {
    const {container} = render(<Picker />);
    expect(await axe(container)).toHaveNoViolations();
  });
});

function hexFieldNamed(name: string) {
  return screen.getByRole('textbox', {name});
}

import type {Ref} from 'react';
import {
  ColorSwatch as RACColorSwatch,
  ColorSwatchPicker as RACColorSwatchPicker,
  ColorSwatchPickerItem as RACColorSwatchPickerItem,
  type ColorSwatchPickerItemProps as RACColorSwatchPickerItemProps,
  type ColorSwatchPickerProps as RACColorSwatchPickerProps,
  type ColorSwatchProps as RACColorSwatchProps,
} from 'react-aria-components';
import {composeClassName} from '../utils/composeClassName';
import './ColorPicker.css';

// ---------------------------------------------------------------------------------------------
// ColorSwatch
// ---------------------------------------------------------------------------------------------

export interface ColorSwatchProps extends RACColorSwatchProps {
  /** Ref to the swatch's `<div>`. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * A square of colour, over a checkerboard so transparency shows. It is an image named by the
 * colour ("dark vibrant blue"), or by `colorName`; inside a `ColorPicker` it shows its colour.
 */
export function ColorSwatch({className, style, ...props}: ColorSwatchProps) {
  return (
    <RACColorSwatch
      {...props}
      className={composeClassName(className, 'ui-ColorSwatch')}
      // The CSS layers this colour over a checkerboard; a plain background-color would hide it.
      style={(renderProps) => ({
        ...renderProps.defaultStyle,
        ['--ui-color-swatch' as string]: renderProps.color.toString('css'),
        ...(typeof style === 'function' ? style(renderProps) : style),
      })}
    />
  );
}

// ---------------------------------------------------------------------------------------------
// ColorSwatchPicker
// ---------------------------------------------------------------------------------------------

export interface ColorSwatchPickerProps extends RACColorSwatchPickerProps {
  /** Ref to the listbox `<div>`. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * Preset colours as a listbox of swatches: Tab enters at the selected one, the arrow keys move
 * between swatches (Up/Down by row in a grid), Enter or Space selects. Name it with `aria-label`
 * (default "Color swatches") or `aria-labelledby`.
 */
export function ColorSwatchPicker({className, ...props}: ColorSwatchPickerProps) {
  return (
    <RACColorSwatchPicker
      {...props}
      className={composeClassName(className, 'ui-ColorSwatchPicker')}
    />
  );
}

// ---------------------------------------------------------------------------------------------
// ColorSwatchPickerItem
// ---------------------------------------------------------------------------------------------

export interface ColorSwatchPickerItemProps extends Omit<
  RACColorSwatchPickerItemProps,
  'children'
> {
  /** Name read for the swatch instead of the generated one, e.g. "Tessera blue". @default the colour's localized description */
  colorName?: string;
  /** Ref to the option `<div>`. */
  ref?: Ref<HTMLDivElement>;
}

/** One preset in a `ColorSwatchPicker`: an option holding a `ColorSwatch` of `color`. */
export function ColorSwatchPickerItem({
  colorName,
  className,
  ...props
}: ColorSwatchPickerItemProps) {
  return (
    <RACColorSwatchPickerItem
      {...props}
      className={composeClassName(className, 'ui-ColorSwatchPickerItem')}
    >
      <ColorSwatch colorName={colorName} />
    </RACColorSwatchPickerItem>
  );
}

import type {ReactNode, Ref} from 'react';
import {
  ColorArea as RACColorArea,
  ColorPicker as RACColorPicker,
  ColorSlider as RACColorSlider,
  ColorThumb,
  SliderOutput,
  SliderTrack,
  useLocale,
  type ColorAreaProps as RACColorAreaProps,
  type ColorPickerProps as RACColorPickerProps,
  type ColorSliderProps as RACColorSliderProps,
} from 'react-aria-components';
import {Label} from '../Label/Label';
import {composeClassName} from '../utils/composeClassName';
import './ColorPicker.css';

// ---------------------------------------------------------------------------------------------
// ColorPicker
// ---------------------------------------------------------------------------------------------

export interface ColorPickerProps extends RACColorPickerProps {
  /** Class of the wrapping `<div>`, after `ui-ColorPicker`. */
  className?: string;
  /** Ref to the wrapping `<div>`. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * Keeps one colour in sync between the parts inside it: a `ColorArea`, `ColorSlider`s, a
 * `ColorField`, a `ColorSwatch` and a `ColorSwatchPicker` all read and change the same value, even
 * inside a popover. It renders a plain `<div>` around them and adds no role of its own.
 */
export function ColorPicker({children, className, ref, ...props}: ColorPickerProps) {
  return (
    <RACColorPicker {...props}>
      {(renderProps) => (
        <div ref={ref} className={composeClassName(className, 'ui-ColorPicker')}>
          {typeof children === 'function' ? children(renderProps) : children}
        </div>
      )}
    </RACColorPicker>
  );
}

// ---------------------------------------------------------------------------------------------
// ColorArea
// ---------------------------------------------------------------------------------------------

export interface ColorAreaProps extends Omit<RACColorAreaProps, 'children'> {
  /** Ref to the area's `<div>`. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * A square gradient that changes two channels at once (saturation and brightness by default) with
 * one thumb. The thumb holds two native range inputs: Left/Right change the x channel, Up/Down the
 * y channel, Page Up/Down and Shift+arrows take bigger steps.
 */
export function ColorArea({className, ...props}: ColorAreaProps) {
  return (
    <RACColorArea {...props} className={composeClassName(className, 'ui-ColorArea')}>
      <ColorThumb className="ui-ColorThumb" />
    </RACColorArea>
  );
}

// ---------------------------------------------------------------------------------------------
// ColorSlider
// ---------------------------------------------------------------------------------------------

export interface ColorSliderProps extends Omit<RACColorSliderProps, 'children'> {
  /** Visible label. @default the channel's localized name, e.g. "Hue" */
  label?: ReactNode;
  /** Shows the channel's value (e.g. "210°", "80%") beside the label. @default true */
  showOutput?: boolean;
  /** Ref to the wrapping `<div>`. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * Changes one channel of the colour (`channel`: hue, alpha, saturation, lightness, red…) along a
 * track painted with that channel's gradient. The thumb is a native `<input type="range">`
 * (W3C APG slider pattern): arrows step, Page Up/Down take bigger steps, Home/End go to the ends.
 */
export function ColorSlider({label, showOutput = true, className, ...props}: ColorSliderProps) {
  const {locale} = useLocale();
  return (
    <RACColorSlider {...props} className={composeClassName(className, 'ui-ColorSlider')}>
      {({state}) => (
        <>
          <div className="ui-ColorSlider-header">
            <Label>{label ?? state.value.getChannelName(props.channel, locale)}</Label>
            {showOutput && <SliderOutput className="ui-ColorSlider-output" />}
          </div>
          {/* React Aria paints the track inline; the rail behind it shows alpha's checkerboard. */}
          <div className="ui-ColorSlider-rail" data-channel={props.channel}>
            <SliderTrack className="ui-ColorSlider-track">
              <ColorThumb className="ui-ColorThumb" />
            </SliderTrack>
          </div>
        </>
      )}
    </RACColorSlider>
  );
}

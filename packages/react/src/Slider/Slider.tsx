import type {ReactNode, Ref} from 'react';
import {
  Slider as RACSlider,
  SliderFill,
  SliderOutput,
  SliderThumb,
  SliderTrack,
  type SliderProps as RACSliderProps,
} from 'react-aria-components';
import {Label} from '../Label/Label';
import {composeClassName} from '../utils/composeClassName';
import './Slider.css';

const RANGE_THUMB_LABELS = ['Minimum', 'Maximum'];

export interface SliderProps<T extends number | number[] = number | number[]> extends Omit<
  RACSliderProps<T>,
  'children'
> {
  /** Visible label; without one, pass `aria-label`. */
  label?: ReactNode;
  /** Shows the current value (formatted with `formatOptions`) beside the label. @default true */
  showOutput?: boolean;
  /** Accessible name of each thumb, read after the label, e.g. `['Minimum', 'Maximum']`. @default ['Minimum', 'Maximum'] for a range, none for one thumb */
  thumbLabels?: string[];
  /** Ref to the wrapping `<div>`. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * Picks a number (one thumb) or a range (an array value gives two thumbs) by dragging or with the
 * keyboard: arrow keys step, Page Up/Down take bigger steps, Home/End go to the ends. Each thumb is
 * a native `<input type="range">`, following the W3C APG slider pattern.
 */
export function Slider<T extends number | number[]>({
  label,
  showOutput = true,
  thumbLabels,
  className,
  ...props
}: SliderProps<T>) {
  return (
    <RACSlider {...props} className={composeClassName(className, 'ui-Slider')}>
      {(label != null || showOutput) && (
        <div className="ui-Slider-header">
          {label != null && <Label>{label}</Label>}
          {showOutput && (
            <SliderOutput className="ui-Slider-output">
              {({state}) => state.values.map((_, i) => state.getThumbValueLabel(i)).join(' – ')}
            </SliderOutput>
          )}
        </div>
      )}
      <SliderTrack className="ui-Slider-track">
        {({state}) => {
          const labels = thumbLabels ?? (state.values.length > 1 ? RANGE_THUMB_LABELS : []);
          return (
            <>
              <div className="ui-Slider-rail">
                <SliderFill className="ui-Slider-fill" />
              </div>
              {state.values.map((_, i) => (
                <SliderThumb
                  // Thumbs are positional: their index is their identity.
                  key={i}
                  index={i}
                  aria-label={labels[i]}
                  className="ui-Slider-thumb"
                />
              ))}
            </>
          );
        }}
      </SliderTrack>
    </RACSlider>
  );
}

export {ColorArea, ColorPicker, ColorSlider} from './ColorPicker';
export type {ColorAreaProps, ColorPickerProps, ColorSliderProps} from './ColorPicker';
export {ColorField} from './ColorField';
export type {ColorFieldProps} from './ColorField';
export {ColorSwatch, ColorSwatchPicker, ColorSwatchPickerItem} from './ColorSwatch';
export type {
  ColorSwatchPickerItemProps,
  ColorSwatchPickerProps,
  ColorSwatchProps,
} from './ColorSwatch';

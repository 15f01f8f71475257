import {
  Button,
  ColorArea,
  ColorField,
  ColorPicker,
  ColorSlider,
  ColorSwatch,
  ColorSwatchPicker,
  ColorSwatchPickerItem,
  Popover,
  PopoverTrigger,
} from '@tessera-ui/react';

const BRAND_PRESETS = ['#1d4ed8', '#7c3aed', '#0f766e', '#b45309', '#be123c'];

export default function ColorPickerHero() {
  return (
    <ColorPicker defaultValue="#1d4ed8">
      <PopoverTrigger>
        <Button variant="secondary">
          <ColorSwatch />
          Brand accent
        </Button>
        <Popover title="Brand accent" placement="bottom start">
          <div style={{display: 'grid', gap: 12}}>
            <ColorArea
              aria-label="Accent shade"
              colorSpace="hsb"
              xChannel="saturation"
              yChannel="brightness"
            />
            <ColorSlider colorSpace="hsb" channel="hue" />
            <ColorField label="Hex" size="sm" />
            <ColorSwatchPicker aria-label="Brand presets">
              {BRAND_PRESETS.map((color) => (
                <ColorSwatchPickerItem key={color} color={color} />
              ))}
            </ColorSwatchPicker>
          </div>
        </Popover>
      </PopoverTrigger>
    </ColorPicker>
  );
}

import {useState} from 'react';
import {
  ColorField,
  ColorPicker,
  ColorSwatch,
  ColorSwatchPicker,
  ColorSwatchPickerItem,
} from '@tessera-ui/react';

const LABEL_COLOURS = [
  {hex: '#b91c1c', name: 'Red'},
  {hex: '#b45309', name: 'Amber'},
  {hex: '#15803D', name: 'Green'},
  {hex: '#0f766e', name: 'Teal'},
  {hex: '#1d4ed8', name: 'Blue'},
  {hex: '#6d28d9', name: 'Violet'},
];

export default function LabelColourPresets() {
  const [colour, setColour] = useState('#15803D');
  return (
    <ColorPicker value={colour} onChange={(next) => setColour(next.toString('hex'))}>
      <ColorSwatchPicker aria-label="Colour of the label “needs review”">
        {LABEL_COLOURS.map(({hex, name}) => (
          <ColorSwatchPickerItem key={hex} color={hex} colorName={name} />
        ))}
      </ColorSwatchPicker>
      <ColorField label="Custom colour" description="Any hex value, e.g. #0e7490." size="sm" />
      <div style={{display: 'flex', alignItems: 'center', gap: 8}}>
        <ColorSwatch aria-label="label preview" /> needs review · {colour}
      </div>
    </ColorPicker>
  );
}

import {useState} from 'react';
import {Button, ColorArea, ColorPicker, ColorSlider} from '@tessera-ui/react';

const DEFAULT_EVENT_COLOUR = '#1D4ED8CC';

export default function EventColourControlled() {
  const [colour, setColour] = useState(DEFAULT_EVENT_COLOUR);
  return (
    <div style={{display: 'grid', gap: 12, justifyItems: 'start'}}>
      <ColorPicker value={colour} onChange={(next) => setColour(next.toString('hexa'))}>
        <ColorArea
          aria-label="Event colour"
          colorSpace="hsb"
          xChannel="saturation"
          yChannel="brightness"
        />
        <ColorSlider colorSpace="hsb" channel="hue" />
        <ColorSlider channel="alpha" label="Opacity" />
      </ColorPicker>
      <p style={{margin: 0}}>
        Team standup is shown in <code>{colour}</code>
      </p>
      <Button variant="secondary" size="sm" onPress={() => setColour(DEFAULT_EVENT_COLOUR)}>
        Reset colour
      </Button>
    </div>
  );
}

import {Slider} from '@tessera-ui/react';

const bands = ['Bass', 'Mid', 'Treble'];

export default function Equaliser() {
  return (
    <div style={{display: 'grid', gap: 12}}>
      <div role="group" aria-label="Equaliser" style={{display: 'flex', flexWrap: 'wrap', gap: 32}}>
        {bands.map((band) => (
          <Slider
            key={band}
            label={band}
            orientation="vertical"
            defaultValue={0}
            minValue={-12}
            maxValue={12}
            formatOptions={{signDisplay: 'exceptZero'}}
          />
        ))}
        <Slider
          label="Subwoofer"
          orientation="vertical"
          defaultValue={0}
          maxValue={12}
          isDisabled
        />
      </div>
      <p style={{margin: 0}}>Gain in dB. Connect a subwoofer to adjust its level.</p>
    </div>
  );
}

import {Meter} from '@tessera-ui/react';

export default function MeterHero() {
  return (
    <div style={{maxWidth: 360}}>
      <Meter label="Storage used" value={7.2} maxValue={10} valueLabel="7.2 of 10 GB" />
    </div>
  );
}

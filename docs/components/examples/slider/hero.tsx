import {Slider} from '@tessera-ui/react';

export default function SliderHero() {
  return <Slider label="Volume" defaultValue={60} style={{maxWidth: 320}} />;
}

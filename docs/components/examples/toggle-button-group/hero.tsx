import {useState} from 'react';
import {ToggleButton, ToggleButtonGroup} from '@tessera-ui/react';

type Alignment = 'left' | 'center' | 'right';

export default function TextAlignment() {
  const [align, setAlign] = useState<Alignment>('left');

  return (
    <div style={{display: 'grid', gap: 12, maxWidth: 420}}>
      <div>
        <ToggleButtonGroup
          aria-label="Text alignment"
          disallowEmptySelection
          selectedKeys={[align]}
          onSelectionChange={(keys) => setAlign([...keys][0] as Alignment)}
        >
          <ToggleButton id="left">Left</ToggleButton>
          <ToggleButton id="center">Center</ToggleButton>
          <ToggleButton id="right">Right</ToggleButton>
        </ToggleButtonGroup>
      </div>
      <p style={{margin: 0, textAlign: align}}>Opening hours: Monday to Friday, 9:00 to 17:30.</p>
    </div>
  );
}

import {useState} from 'react';
import {ToggleButton, ToggleButtonGroup} from '@tessera-ui/react';

export default function TextFormatting() {
  const [formats, setFormats] = useState(new Set<string | number>(['bold']));

  return (
    <div style={{display: 'grid', gap: 12}}>
      <div>
        <ToggleButtonGroup
          aria-label="Text formatting"
          selectionMode="multiple"
          selectedKeys={formats}
          onSelectionChange={setFormats}
        >
          <ToggleButton id="bold">Bold</ToggleButton>
          <ToggleButton id="italic">Italic</ToggleButton>
          <ToggleButton id="underline">Underline</ToggleButton>
        </ToggleButtonGroup>
      </div>
      <p
        style={{
          margin: 0,
          fontWeight: formats.has('bold') ? 700 : 400,
          fontStyle: formats.has('italic') ? 'italic' : 'normal',
          textDecoration: formats.has('underline') ? 'underline' : 'none',
        }}
      >
        Team lunch moves to Thursday at 12:30.
      </p>
      <p style={{margin: 0}}>Formatting: {[...formats].join(', ') || 'none'}</p>
    </div>
  );
}

import {useState} from 'react';
import {Button, ToggleButton, Toolbar, ToolbarSeparator} from '@tessera-ui/react';

export default function VerticalToolbar() {
  const [zoom, setZoom] = useState(100);
  const [showGrid, setShowGrid] = useState(false);

  return (
    <div style={{display: 'flex', alignItems: 'start', gap: 16}}>
      <Toolbar aria-label="Canvas tools" orientation="vertical">
        <Button size="sm" variant="secondary" onPress={() => setZoom(Math.min(zoom + 25, 400))}>
          Zoom in
        </Button>
        <Button size="sm" variant="secondary" onPress={() => setZoom(Math.max(zoom - 25, 25))}>
          Zoom out
        </Button>
        <ToolbarSeparator />
        <ToggleButton size="sm" isSelected={showGrid} onChange={setShowGrid}>
          Grid
        </ToggleButton>
      </Toolbar>
      <p style={{margin: 0}}>
        Zoom {zoom}%, grid {showGrid ? 'shown' : 'hidden'}
      </p>
    </div>
  );
}

import {useState} from 'react';
import {Button, ToggleButton, Toolbar, ToolbarSeparator} from '@tessera-ui/react';

const styles = ['Bold', 'Italic', 'Underline'];

export default function ToolbarHero() {
  const [applied, setApplied] = useState<string[]>([]);
  const has = (style: string) => applied.includes(style);
  const toggle = (style: string, isSelected: boolean) =>
    setApplied(isSelected ? [...applied, style] : applied.filter((s) => s !== style));

  return (
    <div style={{display: 'grid', gap: 12, justifyItems: 'start'}}>
      <Toolbar aria-label="Text formatting">
        {styles.map((style) => (
          <ToggleButton
            key={style}
            size="sm"
            isSelected={has(style)}
            onChange={(isSelected) => toggle(style, isSelected)}
          >
            {style}
          </ToggleButton>
        ))}
        <ToolbarSeparator />
        <Button size="sm" variant="ghost" onPress={() => setApplied([])}>
          Clear formatting
        </Button>
      </Toolbar>
      <p
        style={{
          margin: 0,
          fontWeight: has('Bold') ? 700 : 400,
          fontStyle: has('Italic') ? 'italic' : 'normal',
          textDecoration: has('Underline') ? 'underline' : 'none',
        }}
      >
        Our spring sale starts on Monday.
      </p>
    </div>
  );
}

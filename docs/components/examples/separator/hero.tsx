import {Separator} from '@tessera-ui/react';

export default function SeparatorHero() {
  return (
    <div style={{display: 'grid', gap: 12, maxWidth: 360}}>
      <div>
        <strong>Tessera UI</strong>
        <p style={{margin: 0}}>Accessible React components.</p>
      </div>
      <Separator />
      <p style={{margin: 0}}>Built on React Aria Components, themed with CSS variables.</p>
    </div>
  );
}

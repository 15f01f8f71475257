import {Spinner} from '@tessera-ui/react';

const colors = ['accent', 'muted', 'success', 'warning', 'danger', 'current'] as const;

export default function SpinnerColors() {
  return (
    <div style={{display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 16}}>
      {colors.map((color) => (
        <Spinner key={color} color={color} aria-label={`Loading (${color})`} />
      ))}
    </div>
  );
}

import {Spinner} from '@tessera-ui/react';

const sizes = ['sm', 'md', 'lg'] as const;

export default function SpinnerSizes() {
  return (
    <div style={{display: 'flex', alignItems: 'center', gap: 16}}>
      {sizes.map((size) => (
        <Spinner key={size} size={size} aria-label={`Loading (${size})`} />
      ))}
    </div>
  );
}

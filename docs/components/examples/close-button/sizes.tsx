import {CloseButton} from '@tessera-ui/react';

const sizes = [
  {size: 'sm', label: 'Close (small)'},
  {size: 'md', label: 'Close (medium)'},
  {size: 'lg', label: 'Close (large)'},
] as const;

export default function CloseButtonSizes() {
  return (
    <div style={{display: 'flex', alignItems: 'center', gap: 12}}>
      {sizes.map(({size, label}) => (
        <CloseButton key={size} size={size} aria-label={label} />
      ))}
    </div>
  );
}

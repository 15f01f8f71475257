import {Avatar} from '@tessera-ui/react';

const sizes = ['sm', 'md', 'lg', 'xl'] as const;

export default function AvatarSizes() {
  return (
    <div style={{display: 'flex', alignItems: 'center', gap: 12}}>
      {sizes.map((size) => (
        <Avatar key={size} size={size} name="Grace Hopper" />
      ))}
    </div>
  );
}

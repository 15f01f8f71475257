import {Avatar} from '@tessera-ui/react';

export default function AvatarShapes() {
  return (
    <div style={{display: 'flex', alignItems: 'center', gap: 12}}>
      <Avatar name="Margaret Hamilton" />
      <Avatar name="Apollo Guidance" shape="square" />
      <Avatar alt="Guest user" />
    </div>
  );
}

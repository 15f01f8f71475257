import {Avatar} from '@tessera-ui/react';

// A generated sample portrait, so the example needs no network.
const portrait =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#7c3aed"/><circle cx="32" cy="26" r="11" fill="#ede9fe"/><path d="M12 60a20 20 0 0 1 40 0" fill="#ede9fe"/></svg>',
  );

export default function AvatarHero() {
  return (
    <div style={{display: 'flex', alignItems: 'center', gap: 12}}>
      {/* The name is written beside it, so the picture is decorative here. */}
      <Avatar src={portrait} name="Jordan Lee" alt="" />
      <div>
        <strong>Jordan Lee</strong>
        <div>Product designer (sample profile)</div>
      </div>
    </div>
  );
}

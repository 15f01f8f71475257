import {Avatar} from '@tessera-ui/react';

const portrait =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#0f766e"/><circle cx="32" cy="26" r="11" fill="#ccfbf1"/><path d="M12 60a20 20 0 0 1 40 0" fill="#ccfbf1"/></svg>',
  );

const sampleTeam = [
  {name: 'Jordan Lee', src: portrait},
  {name: 'Alan Turing', src: 'data:image/png;base64,broken'},
  {name: 'Ada Lovelace', src: undefined},
];

export default function AvatarFallback() {
  return (
    <div style={{display: 'flex', gap: 8}}>
      {sampleTeam.map((person) => (
        <Avatar key={person.name} src={person.src} name={person.name} fallbackDelay={600} />
      ))}
    </div>
  );
}

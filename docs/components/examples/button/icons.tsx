import {Button} from '@tessera-ui/react';

function PlusIcon() {
  return (
    <svg viewBox="0 0 16 16" aria-hidden="true">
      <path d="M8 3v10M3 8h10" fill="none" stroke="currentColor" strokeWidth="1.5" />
    </svg>
  );
}

function GearIcon() {
  return (
    <svg viewBox="0 0 16 16" aria-hidden="true">
      <circle cx="8" cy="8" r="2.25" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <path
        d="M8 1.5v2M8 12.5v2M1.5 8h2M12.5 8h2M3.4 3.4l1.4 1.4M11.2 11.2l1.4 1.4M3.4 12.6l1.4-1.4M11.2 4.8l1.4-1.4"
        stroke="currentColor"
        strokeWidth="1.5"
      />
    </svg>
  );
}

export default function ButtonIcons() {
  return (
    <div style={{display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8}}>
      <Button>
        <PlusIcon />
        New project
      </Button>
      <Button variant="tertiary" isIconOnly aria-label="Settings">
        <GearIcon />
      </Button>
    </div>
  );
}

import {useState} from 'react';
import {Button, CloseButton} from '@tessera-ui/react';

export default function CloseButtonHero() {
  const [isOpen, setOpen] = useState(true);

  if (!isOpen) {
    return (
      <Button variant="secondary" onPress={() => setOpen(true)}>
        Show filters
      </Button>
    );
  }

  return (
    <section
      aria-label="Filters"
      style={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 12,
        maxWidth: 320,
        padding: '8px 8px 8px 16px',
        border: '1px solid var(--tessera-border)',
        borderRadius: 8,
      }}
    >
      <strong>Filters</strong>
      <CloseButton aria-label="Close filters" onPress={() => setOpen(false)} />
    </section>
  );
}

import {Spinner} from '@tessera-ui/react';

export default function SpinnerHero() {
  return (
    <div style={{display: 'flex', alignItems: 'center', gap: 8}}>
      <Spinner aria-label="Loading invoices" />
      <span aria-hidden="true">Loading invoices…</span>
    </div>
  );
}

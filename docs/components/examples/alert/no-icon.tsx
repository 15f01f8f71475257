import {Alert} from '@tessera-ui/react';

function KeyIcon() {
  return (
    <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
      <circle cx="5.5" cy="10.5" r="3" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <path d="M7.6 8.4 13 3M11 5l1.5 1.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
    </svg>
  );
}

export default function AlertIcons() {
  return (
    <div style={{display: 'grid', gap: 12}}>
      <Alert status="accent" icon={<KeyIcon />} title="Passkeys are here">
        Sign in with your fingerprint or face instead of a password.
      </Alert>
      <Alert icon={false}>Prices shown exclude VAT.</Alert>
    </div>
  );
}

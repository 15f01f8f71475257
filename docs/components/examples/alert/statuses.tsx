import {Alert} from '@tessera-ui/react';

export default function AlertStatuses() {
  return (
    <div style={{display: 'grid', gap: 12}}>
      <Alert title="Scheduled maintenance">
        The dashboard is read-only on Sunday, 02:00–03:00 UTC.
      </Alert>
      <Alert status="accent" title="New: dark mode">
        Switch themes from the menu in the top bar.
      </Alert>
      <Alert status="success" title="Changes saved">
        Your profile is up to date.
      </Alert>
      <Alert status="warning" title="Storage almost full">
        You have used 92% of your 10 GB. Delete old files or upgrade your plan.
      </Alert>
      <Alert status="danger" title="Payment failed">
        We could not charge the card ending in 4242. Update your billing details.
      </Alert>
    </div>
  );
}

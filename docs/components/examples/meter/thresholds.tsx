import {Meter} from '@tessera-ui/react';

const thresholds = {warning: 75, danger: 90};

const mailboxes = [
  {label: 'Personal mailbox', value: 42},
  {label: 'Shared inbox', value: 81},
  {label: 'Archive', value: 96},
];

export default function MeterThresholds() {
  return (
    <div style={{display: 'grid', gap: 16, maxWidth: 360}}>
      {mailboxes.map(({label, value}) => (
        <Meter key={label} label={label} value={value} variant="success" thresholds={thresholds} />
      ))}
      {/* danger below warning: lower is worse. */}
      <Meter label="Laptop battery" value={15} thresholds={{warning: 20, danger: 10}} />
    </div>
  );
}

import {Meter} from '@tessera-ui/react';

export default function MeterVariants() {
  return (
    <div style={{display: 'grid', gap: 16, maxWidth: 360}}>
      <Meter label="API requests this month" value={62} />
      <Meter label="Profile complete" value={80} variant="success" />
      <Meter
        label="Trial days used"
        value={12}
        maxValue={14}
        valueLabel="12 of 14 days"
        variant="warning"
      />
      <Meter
        label="Seats taken"
        value={10}
        maxValue={10}
        valueLabel="10 of 10 seats"
        variant="danger"
      />
    </div>
  );
}

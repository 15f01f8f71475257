import {useState} from 'react';
import {parseTime, type Time} from '@internationalized/date';
import {TimeField} from '@tessera-ui/react';

export default function DeliverySlotField() {
  const [slot, setSlot] = useState<Time | null>(parseTime('14:30'));

  return (
    <div style={{display: 'grid', gap: 12, maxWidth: 320}}>
      <TimeField
        label="Delivery slot"
        value={slot}
        onChange={setSlot}
        description="The driver arrives within 30 minutes of this time."
      />
      <p style={{margin: 0}}>Slot starts at {slot ? slot.toString().slice(0, 5) : '—'}</p>
    </div>
  );
}

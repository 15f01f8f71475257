import {parseTime} from '@internationalized/date';
import {TimeField} from '@tessera-ui/react';

export default function ShiftStartFields() {
  return (
    <div style={{display: 'grid', gap: 16, maxWidth: 320}}>
      <TimeField label="Night shift starts" hourCycle={24} defaultValue={parseTime('22:00')} />
      <TimeField label="Break ends" hourCycle={12} defaultValue={parseTime('02:15')} size="sm" />
    </div>
  );
}

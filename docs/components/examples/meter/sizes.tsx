import {Meter} from '@tessera-ui/react';

const meters = [
  {size: 'sm', label: 'CPU', value: 24},
  {size: 'md', label: 'Memory', value: 58},
  {size: 'lg', label: 'Disk', value: 71},
] as const;

export default function MeterSizes() {
  return (
    <div style={{display: 'grid', gap: 16, maxWidth: 360}}>
      {meters.map(({size, label, value}) => (
        <Meter key={size} size={size} label={label} value={value} />
      ))}
    </div>
  );
}

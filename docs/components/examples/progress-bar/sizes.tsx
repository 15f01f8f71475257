import {ProgressBar} from '@tessera-ui/react';

const bars = [
  {size: 'sm', label: 'Syncing contacts', value: 30},
  {size: 'md', label: 'Uploading photos', value: 55},
  {size: 'lg', label: 'Installing update', value: 80},
] as const;

export default function ProgressBarSizes() {
  return (
    <div style={{display: 'grid', gap: 16, maxWidth: 360}}>
      {bars.map(({size, label, value}) => (
        <ProgressBar key={size} size={size} label={label} value={value} />
      ))}
    </div>
  );
}

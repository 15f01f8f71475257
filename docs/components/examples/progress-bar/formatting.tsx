import {ProgressBar} from '@tessera-ui/react';

export default function ProgressBarFormatting() {
  return (
    <div style={{display: 'grid', gap: 16, maxWidth: 360}}>
      <ProgressBar
        label="Downloading offline maps"
        value={312}
        maxValue={500}
        valueLabel="312 of 500 MB"
      />
      <ProgressBar
        label="Course completed"
        value={7}
        maxValue={12}
        formatOptions={{style: 'percent', maximumFractionDigits: 1}}
      />
      <ProgressBar label="Onboarding checklist" value={3} maxValue={4} showValueLabel={false} />
    </div>
  );
}

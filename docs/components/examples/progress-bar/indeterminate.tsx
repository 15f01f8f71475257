import {ProgressBar} from '@tessera-ui/react';

export default function IndeterminateProgressBar() {
  return (
    <div style={{maxWidth: 360}}>
      <ProgressBar label="Preparing your export" isIndeterminate />
    </div>
  );
}

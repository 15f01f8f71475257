import {CloseButton} from '@tessera-ui/react';

export default function CloseButtonDisabled() {
  return (
    <div style={{display: 'flex', alignItems: 'center', gap: 8}}>
      <span>Required step: cannot be skipped</span>
      <CloseButton aria-label="Skip step" isDisabled />
    </div>
  );
}

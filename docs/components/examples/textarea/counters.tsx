import {TextArea} from '@tessera-ui/react';

export default function TextAreaCounters() {
  return (
    <div style={{display: 'grid', gap: 24}}>
      <TextArea label="Bio" maxLength={200} showCounter />
      <TextArea
        label="Announcement"
        description="Shown at the top of every page."
        maxLength={280}
        showCounter
        rows={4}
      />
    </div>
  );
}

import {useState} from 'react';
import {Button, ToastRegion, toast} from '@tessera-ui/react';

export default function ToastHero() {
  const [saves, setSaves] = useState(0);

  return (
    <div style={{display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 12}}>
      <Button
        variant="secondary"
        onPress={() => {
          setSaves(saves + 1);
          toast.success('Draft saved', {description: `Quarterly report, version ${saves + 1}`});
        }}
      >
        Save draft
      </Button>
      <p style={{margin: 0}}>Saved versions: {saves}</p>
      {/* Once per app, near its root: it shows the toasts of the app-wide `toast` queue. */}
      <ToastRegion />
    </div>
  );
}

import {useState} from 'react';
import {Button, ProgressBar} from '@tessera-ui/react';

const photos = 5;

export default function ProgressBarHero() {
  const [uploaded, setUploaded] = useState(2);
  const isDone = uploaded === photos;

  return (
    <div style={{display: 'grid', gap: 12, justifyItems: 'start', maxWidth: 360}}>
      <ProgressBar label="Uploading 5 photos" value={uploaded} maxValue={photos} />
      <Button variant="secondary" onPress={() => setUploaded(isDone ? 0 : uploaded + 1)}>
        {isDone ? 'Start again' : 'Upload next photo'}
      </Button>
    </div>
  );
}

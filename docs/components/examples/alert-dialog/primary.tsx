import {useState} from 'react';
import {AlertDialog, Button, DialogTrigger} from '@tessera-ui/react';

export default function PublishDialog() {
  const [published, setPublished] = useState(false);

  return (
    <div style={{display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 12}}>
      <DialogTrigger>
        <Button>Publish</Button>
        <AlertDialog
          variant="primary"
          title="Publish “Spring menu”?"
          confirmLabel="Publish"
          cancelLabel="Keep editing"
          onConfirm={() => setPublished(true)}
        >
          The page goes live at once and 1,240 subscribers get an email about it.
        </AlertDialog>
      </DialogTrigger>
      <p style={{margin: 0}}>Status: {published ? 'Published' : 'Draft'}</p>
    </div>
  );
}

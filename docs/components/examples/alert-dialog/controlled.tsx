import {useState} from 'react';
import {AlertDialog, Button, TextArea} from '@tessera-ui/react';

export default function DiscardDraftDialog() {
  const [reply, setReply] = useState('Thanks for the update, I will');
  const [isOpen, setOpen] = useState(false);

  return (
    <div style={{display: 'grid', gap: 12, justifyItems: 'start'}}>
      <TextArea label="Reply" value={reply} onChange={setReply} />
      <Button variant="secondary" onPress={() => setOpen(true)}>
        Discard reply
      </Button>
      <AlertDialog
        isOpen={isOpen}
        onOpenChange={setOpen}
        title="Discard this reply?"
        confirmLabel="Discard"
        cancelLabel="Keep writing"
        onConfirm={() => setReply('')}
      >
        What you have written so far will be lost.
      </AlertDialog>
    </div>
  );
}

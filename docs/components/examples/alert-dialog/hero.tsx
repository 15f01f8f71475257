import {useState} from 'react';
import {Alert, AlertDialog, Button, DialogTrigger} from '@tessera-ui/react';

export default function DeleteProjectDialog() {
  const [result, setResult] = useState<'deleted' | 'kept' | null>(null);

  return (
    <div style={{display: 'grid', gap: 12, justifyItems: 'start'}}>
      <DialogTrigger
        // Opening clears the last answer; closing without confirming keeps the project.
        onOpenChange={(isOpen) => setResult((last) => (isOpen ? null : (last ?? 'kept')))}
      >
        <Button variant="danger">Delete project</Button>
        <AlertDialog
          title="Delete project?"
          confirmLabel="Delete project"
          onConfirm={() => setResult('deleted')}
        >
          “Website redesign” and its 24 files will be deleted for everyone. This cannot be undone.
        </AlertDialog>
      </DialogTrigger>
      {result === 'deleted' && (
        <Alert status="success" title="Project deleted">
          “Website redesign” was deleted (sample: nothing was removed).
        </Alert>
      )}
      {result === 'kept' && <Alert title="Nothing deleted">“Website redesign” was kept.</Alert>}
    </div>
  );
}

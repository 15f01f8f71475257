import {useState} from 'react';
import {Alert, Button} from '@tessera-ui/react';

export default function AlertWithAction() {
  const [isSynced, setSynced] = useState(false);

  if (isSynced) {
    return (
      <Alert status="success" title="Sync complete">
        All files are uploaded.
      </Alert>
    );
  }

  return (
    <Alert status="danger" title="Sync failed">
      <p style={{margin: '0 0 8px'}}>
        3 files (sample) could not be uploaded. Check your connection.
      </p>
      <Button size="sm" variant="secondary" onPress={() => setSynced(true)}>
        Retry upload
      </Button>
    </Alert>
  );
}

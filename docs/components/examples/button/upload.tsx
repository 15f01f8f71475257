import {useEffect, useState} from 'react';
import {Button} from '@tessera-ui/react';

export default function UploadButton() {
  const [isUploading, setUploading] = useState(false);

  // Stands in for a real upload: pending for 2 seconds, then back to normal.
  useEffect(() => {
    if (!isUploading) return;
    const timer = setTimeout(() => setUploading(false), 2000);
    return () => clearTimeout(timer);
  }, [isUploading]);

  return (
    <Button isPending={isUploading} pendingText="Uploading..." onPress={() => setUploading(true)}>
      Upload file
    </Button>
  );
}

import {useState} from 'react';
import {Alert, Button} from '@tessera-ui/react';

export default function DismissibleAlert() {
  const [isVisible, setVisible] = useState(true);

  return (
    <div style={{display: 'grid', justifyItems: 'start', gap: 12}}>
      {isVisible ? (
        <Alert status="accent" title="Tip" onDismiss={() => setVisible(false)}>
          Drag a column header to reorder the columns of this table.
        </Alert>
      ) : (
        <Button variant="secondary" onPress={() => setVisible(true)}>
          Show the tip again
        </Button>
      )}
    </div>
  );
}

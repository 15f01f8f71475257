import {useState} from 'react';
import {Button} from '@tessera-ui/react';

export default function ClickCounter() {
  const [count, setCount] = useState(0);

  return (
    <div style={{display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 12}}>
      <Button variant="secondary" onPress={() => setCount(count + 1)}>
        Click me
      </Button>
      <output aria-live="polite">
        Clicked {count} {count === 1 ? 'time' : 'times'}
      </output>
    </div>
  );
}

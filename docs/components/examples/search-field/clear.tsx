import {useState} from 'react';
import {Kbd, SearchField} from '@tessera-ui/react';

export default function ClearableFilter() {
  const [query, setQuery] = useState('invoice');
  const [cleared, setCleared] = useState(false);

  return (
    <div style={{display: 'grid', gap: 12, maxWidth: 360}}>
      <SearchField
        label="Filter messages"
        value={query}
        onChange={(value) => {
          setQuery(value);
          setCleared(false);
        }}
        onClear={() => setCleared(true)}
        description={
          <>
            <Kbd>Escape</Kbd> or the clear button empties the field.
          </>
        }
      />
      <p style={{margin: 0}}>
        {query ? `Showing messages that match “${query}”.` : 'Showing all messages.'}
        {cleared && ' Filter cleared.'}
      </p>
    </div>
  );
}

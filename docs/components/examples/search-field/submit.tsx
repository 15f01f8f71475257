import {useState} from 'react';
import {Alert, Kbd, SearchField} from '@tessera-ui/react';

const orders: Record<string, string> = {
  '10482': 'Shipped on 3 March.',
  '10517': 'Being packed.',
  '10533': 'Delivered on 28 February.',
};

export default function OrderSearch() {
  const [searched, setSearched] = useState<string | null>(null);
  const status = searched === null ? undefined : orders[searched];

  return (
    <div style={{display: 'grid', gap: 12, maxWidth: 360}}>
      <SearchField
        label="Find an order"
        description={
          <>
            Type an order number, such as 10482, and press <Kbd>Enter</Kbd>.
          </>
        }
        onSubmit={(value) => setSearched(value.trim())}
        onClear={() => setSearched(null)}
      />
      {searched !== null &&
        (status ? (
          <Alert status="success" title={`Order ${searched} (sample)`}>
            {status}
          </Alert>
        ) : (
          <Alert status="warning" title="No order found">
            No order is numbered “{searched}”.
          </Alert>
        ))}
    </div>
  );
}

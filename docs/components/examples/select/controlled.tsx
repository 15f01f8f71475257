import {useState} from 'react';
import {Select, SelectItem} from '@tessera-ui/react';

const orders = [
  {id: 'relevance', label: 'Relevance'},
  {id: 'newest', label: 'Newest first'},
  {id: 'price-asc', label: 'Price: low to high'},
  {id: 'price-desc', label: 'Price: high to low'},
  {id: 'rating', label: 'Customer rating'},
];

export default function ControlledSelect() {
  const [sort, setSort] = useState('newest');
  const label = orders.find((order) => order.id === sort)?.label;

  return (
    <div style={{display: 'grid', gap: 12, maxWidth: 320}}>
      <Select
        label="Sort products by"
        items={orders}
        selectedKey={sort}
        onSelectionChange={(key) => {
          if (key !== null) setSort(String(key));
        }}
      >
        {(order) => <SelectItem>{order.label}</SelectItem>}
      </Select>
      <p style={{margin: 0}}>Showing products sorted by {label}</p>
    </div>
  );
}

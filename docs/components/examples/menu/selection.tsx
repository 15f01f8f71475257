import {useState} from 'react';
import {Button, Menu, MenuItem, MenuTrigger} from '@tessera-ui/react';

const orders = [
  {id: 'name', label: 'Name'},
  {id: 'modified', label: 'Date modified'},
  {id: 'size', label: 'Size'},
];

export default function SortMenu() {
  const [sort, setSort] = useState('modified');
  const label = orders.find((order) => order.id === sort)?.label;

  return (
    <div style={{display: 'flex', alignItems: 'center', gap: 12}}>
      <MenuTrigger>
        <Button variant="secondary">Sort</Button>
        <Menu
          items={orders}
          selectionMode="single"
          disallowEmptySelection
          selectedKeys={[sort]}
          onSelectionChange={(keys) => {
            if (keys !== 'all') setSort(String([...keys][0]));
          }}
        >
          {(order) => <MenuItem>{order.label}</MenuItem>}
        </Menu>
      </MenuTrigger>
      <p style={{margin: 0}}>Sorted by {label}</p>
    </div>
  );
}

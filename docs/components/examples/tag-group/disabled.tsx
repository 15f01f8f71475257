import {useState} from 'react';
import {Tag, TagGroup} from '@tessera-ui/react';

const statuses = [
  {id: 'paid', name: 'Paid', type: 'success', count: 12},
  {id: 'pending', name: 'Pending', type: 'warning', count: 3},
  {id: 'overdue', name: 'Overdue', type: 'danger', count: 2},
  {id: 'refunded', name: 'Refunded', type: 'default', count: 0},
] as const;

export default function OrderStatusFilter() {
  const [status, setStatus] = useState<string | number>('paid');
  const current = statuses.find((option) => option.id === status)!;

  return (
    <div style={{maxWidth: 420}}>
      <TagGroup
        label="Order status"
        selectionMode="single"
        disallowEmptySelection
        selectedKeys={[status]}
        onSelectionChange={(keys) => setStatus([...keys][0] ?? status)}
        disabledKeys={statuses.filter((option) => option.count === 0).map((option) => option.id)}
        description="Refunded has no orders this month."
      >
        {statuses.map((option) => (
          <Tag key={option.id} id={option.id} type={option.type}>
            {`${option.name} (${option.count})`}
          </Tag>
        ))}
      </TagGroup>
      <p role="status">
        Showing {current.count} {current.name.toLowerCase()} orders.
      </p>
    </div>
  );
}

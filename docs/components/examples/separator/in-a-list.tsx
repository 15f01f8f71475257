import {Separator} from '@tessera-ui/react';

const sampleOrders = [
  {id: 'A-1024', total: '$48.00', status: 'Shipped'},
  {id: 'A-1025', total: '$12.50', status: 'Processing'},
  {id: 'A-1026', total: '$99.90', status: 'Delivered'},
];

export default function SeparatedList() {
  return (
    <div style={{maxWidth: 360}}>
      {sampleOrders.map((order, index) => (
        <div key={order.id}>
          {index > 0 && <Separator />}
          <div style={{display: 'flex', justifyContent: 'space-between', padding: '8px 0'}}>
            <span>Order {order.id}</span>
            <span>
              {order.total} · {order.status}
            </span>
          </div>
        </div>
      ))}
    </div>
  );
}

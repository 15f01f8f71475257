import {useState} from 'react';
import {Pagination} from '@tessera-ui/react';

const totalOrders = 240;
const pageSize = 10;

export default function PaginationHero() {
  const [page, setPage] = useState(3);
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(page * pageSize, totalOrders);

  return (
    <div style={{display: 'grid', gap: 12}}>
      <p role="status" style={{margin: 0}}>
        Showing {first}–{last} of {totalOrders} orders
      </p>
      <Pagination total={Math.ceil(totalOrders / pageSize)} page={page} onPageChange={setPage} />
    </div>
  );
}

import {useState} from 'react';
import {Pagination, Select, SelectItem} from '@tessera-ui/react';

const totalInvoices = 132;
const pageSizes = [10, 25, 50];

export default function InvoicePages() {
  const [pageSize, setPageSize] = useState(10);
  const [page, setPage] = useState(1);
  const pages = Math.ceil(totalInvoices / pageSize);
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(page * pageSize, totalInvoices);

  return (
    <div style={{display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: 16}}>
      <Select
        label="Rows per page"
        size="sm"
        selectedKey={pageSize}
        onSelectionChange={(key) => {
          if (key === null) return;
          const size = Number(key);
          // Keep the first invoice of the current page in view.
          setPage(Math.floor((first - 1) / size) + 1);
          setPageSize(size);
        }}
        style={{width: 140}}
      >
        {pageSizes.map((size) => (
          <SelectItem key={size} id={size}>
            {String(size)}
          </SelectItem>
        ))}
      </Select>
      <Pagination
        aria-label="Invoice pages"
        size="sm"
        total={pages}
        page={page}
        onPageChange={setPage}
      />
      <p role="status" style={{margin: 0, flexBasis: '100%'}}>
        Invoices {first}–{last} of {totalInvoices}
      </p>
    </div>
  );
}

import {useState} from 'react';
import {
  Cell,
  Column,
  Row,
  Table,
  TableBody,
  TableHeader,
  type SortDescriptor,
} from '@tessera-ui/react';

const invoices = [
  {id: 'INV-1042', customer: 'Northwind', amount: 1250},
  {id: 'INV-1043', customer: 'Contoso', amount: 860},
  {id: 'INV-1044', customer: 'Fabrikam', amount: 2310},
];

export default function TableHero() {
  const [sort, setSort] = useState<SortDescriptor>({column: 'id', direction: 'ascending'});
  const [count, setCount] = useState(0);
  const key = sort.column as keyof (typeof invoices)[0];
  const rows = [...invoices].sort((a, b) => (a[key] < b[key] ? -1 : 1));
  if (sort.direction === 'descending') rows.reverse();

  return (
    <>
      <p>{count} selected</p>
      <Table
        aria-label="Invoices"
        selectionMode="multiple"
        onSelectionChange={(keys) => setCount(keys === 'all' ? rows.length : keys.size)}
        sortDescriptor={sort}
        onSortChange={setSort}
      >
        <TableHeader>
          <Column id="id" isRowHeader allowsSorting>
            Invoice
          </Column>
          <Column id="customer" allowsSorting>
            Customer
          </Column>
          <Column id="amount" allowsSorting>
            Amount
          </Column>
        </TableHeader>
        <TableBody items={rows}>
          {(invoice) => (
            <Row>
              <Cell>{invoice.id}</Cell>
              <Cell>{invoice.customer}</Cell>
              <Cell>${invoice.amount.toLocaleString('en-US')}</Cell>
            </Row>
          )}
        </TableBody>
      </Table>
    </>
  );
}

// Sample content: an orders table with search, a status filter, sorting, selection and pages.
import {useState} from 'react';
import {
  Button,
  Cell,
  Chip,
  Column,
  Menu,
  MenuItem,
  MenuTrigger,
  Pagination,
  Row,
  SearchField,
  Select,
  SelectItem,
  Table,
  TableBody,
  TableHeader,
  type ChipType,
  type SortDescriptor,
} from '@tessera-ui/react';

const STATUS_CHIP: Record<string, ChipType> = {
  Pending: 'warning',
  Paid: 'accent',
  Shipped: 'success',
  Refunded: 'danger',
};

// Sample orders ORD-1001 to ORD-1020: customer, status and total, one a line.
const ORDERS = `Ada Lovelace,Paid,129.00
Grace Hopper,Shipped,64.50
Alan Turing,Pending,210.00
Katherine Johnson,Shipped,88.00
Edsger Dijkstra,Refunded,42.00
Barbara Liskov,Paid,315.00
Donald Knuth,Pending,19.99
Margaret Hamilton,Shipped,149.00
Linus Torvalds,Paid,76.00
Frances Allen,Pending,58.25
John Backus,Shipped,240.00
Radia Perlman,Paid,99.00
Ken Thompson,Refunded,12.50
Hedy Lamarr,Shipped,175.00
Tim Berners-Lee,Pending,305.00
Annie Easley,Paid,47.00
Dennis Ritchie,Shipped,133.00
Shafi Goldwasser,Pending,68.00
Niklaus Wirth,Paid,220.00
Joan Clarke,Shipped,91.75`
  .split('\n')
  .map((line, index) => {
    const [customer, status, total] = line.split(',') as [string, string, string];
    return {id: `ORD-${1001 + index}`, customer, status, total: Number(total)};
  });
type Order = (typeof ORDERS)[number];

const COLUMNS = {id: 'Order', customer: 'Customer', status: 'Status', total: 'Total'};
const PAGE_SIZE = 5;

export default function DataTable() {
  const [query, setQuery] = useState('');
  const [status, setStatus] = useState('All');
  const [sort, setSort] = useState<SortDescriptor>({column: 'id', direction: 'ascending'});
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState(new Set<string>());
  const [lastAction, setLastAction] = useState('none');

  const key = sort.column as keyof Order;
  const rows = ORDERS.filter(
    (order) =>
      (status === 'All' || order.status === status) &&
      `${order.id} ${order.customer}`.toLowerCase().includes(query.trim().toLowerCase()),
  ).sort((a, b) => (a[key] < b[key] ? -1 : a[key] > b[key] ? 1 : 0));
  if (sort.direction === 'descending') rows.reverse();
  const shown = rows.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
  const filter = (apply: () => void) => {
    apply();
    setPage(1);
  };

  return (
    <div style={{display: 'grid', gap: '1rem', width: '100%', maxWidth: 760}}>
      <div style={{display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: '1rem'}}>
        <SearchField
          label="Search orders"
          placeholder="Order or customer"
          value={query}
          onChange={(value) => filter(() => setQuery(value))}
        />
        <Select
          label="Status"
          selectedKey={status}
          onSelectionChange={(value) => filter(() => setStatus(String(value ?? 'All')))}
        >
          {['All', ...Object.keys(STATUS_CHIP)].map((name) => (
            <SelectItem key={name} id={name}>
              {name}
            </SelectItem>
          ))}
        </Select>
      </div>
      <p style={{margin: 0}}>
        {rows.length} sample orders · {selected.size} selected · Last action: {lastAction}
      </p>
      <Table
        aria-label="Orders"
        selectionMode="multiple"
        selectedKeys={selected}
        onSelectionChange={(keys) =>
          // "Select All" selects this page's rows, keeping those chosen on other pages.
          setSelected(
            new Set(
              keys === 'all' ? [...selected, ...shown.map((o) => o.id)] : [...keys].map(String),
            ),
          )
        }
        sortDescriptor={sort}
        onSortChange={setSort}
      >
        <TableHeader>
          {Object.entries(COLUMNS).map(([id, name]) => (
            <Column key={id} id={id} isRowHeader={id === 'id'} allowsSorting>
              {name}
            </Column>
          ))}
          <Column id="actions">Actions</Column>
        </TableHeader>
        <TableBody items={shown} renderEmptyState={() => 'No orders match this search and status.'}>
          {(order) => (
            <Row>
              <Cell>{order.id}</Cell>
              <Cell>{order.customer}</Cell>
              <Cell textValue={order.status}>
                <Chip type={STATUS_CHIP[order.status]} size="sm">
                  {order.status}
                </Chip>
              </Cell>
              <Cell>${order.total.toFixed(2)}</Cell>
              <Cell textValue="Actions">
                <MenuTrigger>
                  <Button variant="ghost" isIconOnly aria-label={`Actions for ${order.id}`}>
                    <span aria-hidden="true">⋯</span>
                  </Button>
                  <Menu onAction={(action) => setLastAction(`${String(action)} ${order.id}`)}>
                    <MenuItem id="Viewed">View order</MenuItem>
                    <MenuItem id="Shipped" isDisabled={order.status !== 'Paid'}>
                      Mark as shipped
                    </MenuItem>
                    <MenuItem id="Refunded" isDisabled={order.status === 'Refunded'}>
                      Refund
                    </MenuItem>
                  </Menu>
                </MenuTrigger>
              </Cell>
            </Row>
          )}
        </TableBody>
      </Table>
      {rows.length > PAGE_SIZE ? (
        <Pagination
          aria-label="Order pages"
          total={Math.ceil(rows.length / PAGE_SIZE)}
          page={page}
          onPageChange={setPage}
        />
      ) : null}
    </div>
  );
}

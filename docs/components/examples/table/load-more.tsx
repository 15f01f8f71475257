import {useState} from 'react';
import {
  Cell,
  Column,
  Row,
  Table,
  TableBody,
  TableHeader,
  TableLoadMoreItem,
} from '@tessera-ui/react';

const page = (from: number) =>
  [0, 1, 2, 3, 4].map((n) => ({id: 480 - from - n, failed: (from + n) % 4 === 3}));

export default function TableLoadMore() {
  const [builds, setBuilds] = useState(() => page(0));
  const [loading, setLoading] = useState(false);

  // Stands in for a request: five more builds after 800 ms, up to 20.
  const loadMore = () => {
    setLoading(true);
    setTimeout(() => {
      setBuilds((shown) => [...shown, ...page(shown.length)]);
      setLoading(false);
    }, 800);
  };

  return (
    <Table aria-label="Builds" size="sm" maxHeight={110}>
      <TableHeader>
        <Column isRowHeader>Build</Column>
        <Column>Status</Column>
      </TableHeader>
      <TableBody>
        {builds.map((build) => (
          <Row key={build.id} id={build.id}>
            <Cell>#{build.id}</Cell>
            <Cell>{build.failed ? 'Failed' : 'Passed'}</Cell>
          </Row>
        ))}
        <TableLoadMoreItem
          isLoading={loading}
          onLoadMore={loading || builds.length >= 20 ? undefined : loadMore}
          scrollOffset={0.2}
        />
      </TableBody>
    </Table>
  );
}

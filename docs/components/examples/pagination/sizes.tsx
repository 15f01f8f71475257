import {Pagination} from '@tessera-ui/react';

export default function PaginationSizes() {
  return (
    <div style={{display: 'grid', gap: 16}}>
      <Pagination aria-label="Comment pages, small" size="sm" total={8} defaultPage={3} />
      <Pagination aria-label="Comment pages, medium" total={8} defaultPage={3} />
      <Pagination aria-label="Comment pages, large" size="lg" total={8} defaultPage={3} />
    </div>
  );
}

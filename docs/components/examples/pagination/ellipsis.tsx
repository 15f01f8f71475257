import {useState} from 'react';
import {Pagination} from '@tessera-ui/react';

export default function SearchResultPages() {
  const [shown, setShown] = useState(12);

  return (
    <div style={{display: 'grid', gap: 16}}>
      <Pagination
        aria-label="Search results pages"
        total={50}
        defaultPage={12}
        onPageChange={setShown}
      />
      <Pagination
        aria-label="Archive pages"
        total={50}
        defaultPage={25}
        siblingCount={2}
        boundaryCount={2}
      />
      <p style={{margin: 0}}>Search results: page {shown} of 50</p>
    </div>
  );
}

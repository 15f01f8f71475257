import {Link} from '@tessera-ui/react';

export default function DisabledLink() {
  return (
    <div style={{display: 'flex', flexWrap: 'wrap', gap: 16}}>
      <Link variant="standalone" href="#page-1" isDisabled>
        Previous page
      </Link>
      <Link variant="standalone" href="#page-2">
        Next page
      </Link>
    </div>
  );
}

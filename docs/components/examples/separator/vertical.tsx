import {Link, Separator} from '@tessera-ui/react';

export default function VerticalSeparator() {
  return (
    <nav aria-label="Footer" style={{display: 'flex', alignItems: 'center', gap: 12}}>
      <Link href="#blog">Blog</Link>
      <Separator orientation="vertical" />
      <Link href="#docs">Docs</Link>
      <Separator orientation="vertical" />
      <Link href="#source">Source</Link>
    </nav>
  );
}

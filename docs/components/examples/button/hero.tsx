import {Button} from '@tessera-ui/react';

export default function ButtonHero() {
  return (
    <div style={{display: 'flex', flexWrap: 'wrap', gap: 8}}>
      <Button>Publish post</Button>
      <Button variant="secondary">Save draft</Button>
    </div>
  );
}

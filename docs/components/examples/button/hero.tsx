import {Button} from '@site/src/ui';

export default function ButtonHero() {
  return (
    <div style={{display: 'flex', flexWrap: 'wrap', gap: 8}}>
      <Button>Publish post</Button>
      <Button variant="secondary">Save draft</Button>
    </div>
  );
}

import {Chip} from '@tessera-ui/react';

export default function ChipTypes() {
  return (
    <div style={{display: 'flex', flexWrap: 'wrap', gap: 8}}>
      <Chip type="success">Success</Chip>
      <Chip type="warning">Warning</Chip>
      <Chip type="danger">Danger</Chip>
      <Chip type="accent">Accent</Chip>
      <Chip type="default">Default</Chip>
    </div>
  );
}

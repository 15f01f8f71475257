import {Chip} from '@tessera-ui/react';

const variants = ['soft', 'solid', 'outline'] as const;

export default function ChipVariants() {
  return (
    <div style={{display: 'grid', gap: 8}}>
      {variants.map((variant) => (
        <div key={variant} style={{display: 'flex', flexWrap: 'wrap', gap: 8}}>
          <Chip variant={variant} type="success">
            Paid
          </Chip>
          <Chip variant={variant} type="warning">
            Due soon
          </Chip>
          <Chip variant={variant} type="danger">
            Overdue
          </Chip>
          <Chip variant={variant}>Draft</Chip>
        </div>
      ))}
    </div>
  );
}

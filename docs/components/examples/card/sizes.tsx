import {Card, CardContent, CardDescription, CardHeader, CardTitle} from '@tessera-ui/react';

const sizes = ['sm', 'md', 'lg'] as const;

export default function CardSizes() {
  return (
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))',
        gap: 16,
        alignItems: 'start',
      }}
    >
      {sizes.map((size) => (
        <Card key={size} size={size}>
          <CardHeader>
            <CardTitle>Size {size}</CardTitle>
            <CardDescription>Spacing scales with size.</CardDescription>
          </CardHeader>
          <CardContent>12 open tasks (sample)</CardContent>
        </Card>
      ))}
    </div>
  );
}

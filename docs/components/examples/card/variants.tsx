import {Card, CardContent, CardHeader, CardTitle} from '@tessera-ui/react';

const variants = [
  {variant: 'outline', text: 'A border and a faint shadow.'},
  {variant: 'elevated', text: 'A stronger shadow.'},
  {variant: 'filled', text: 'A muted background.'},
  {variant: 'ghost', text: 'Spacing only.'},
] as const;

export default function CardVariants() {
  return (
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))',
        gap: 16,
      }}
    >
      {variants.map(({variant, text}) => (
        <Card key={variant} variant={variant} size="sm">
          <CardHeader>
            <CardTitle>{variant}</CardTitle>
          </CardHeader>
          <CardContent>{text}</CardContent>
        </Card>
      ))}
    </div>
  );
}

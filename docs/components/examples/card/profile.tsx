import {
  Avatar,
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
  Chip,
  Separator,
  ToggleButton,
} from '@tessera-ui/react';

export default function ProfileCard() {
  return (
    <Card variant="elevated" style={{maxWidth: 340}}>
      <CardHeader style={{flexDirection: 'row', alignItems: 'center', gap: 12}}>
        <Avatar name="Priya Natarajan" size="lg" />
        <div>
          <CardTitle>Priya Natarajan</CardTitle>
          <CardDescription>Accessibility lead · sample profile</CardDescription>
        </div>
      </CardHeader>
      <CardContent>
        <p style={{margin: 0}}>Writes about inclusive design systems and screen reader testing.</p>
        <div style={{display: 'flex', gap: 8}}>
          <Chip type="accent">Design systems</Chip>
          <Chip>WCAG</Chip>
        </div>
      </CardContent>
      <Separator />
      <CardFooter style={{paddingTop: 16}}>
        <ToggleButton variant="secondary" size="sm">
          {({isSelected}) => (isSelected ? 'Following' : 'Follow')}
        </ToggleButton>
      </CardFooter>
    </Card>
  );
}

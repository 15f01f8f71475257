// Sample content: a getting-started checklist; each item has an icon URL, a title and a subtitle.
import {useState} from 'react';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
  Checkbox,
  Chip,
} from '@tessera-ui/react';

interface OnboardingItem {
  id: string;
  iconUrl: string;
  title: string;
  subtitle: string;
}

// Inline SVGs keep the demo self-contained; real data would point at image files.
const icon = (path: string, color: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><rect width="24" height="24" rx="6" fill="${color}"/><path d="${path}" fill="none" stroke="white" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"/></svg>`,
  )}`;

const ITEMS: OnboardingItem[] = [
  {
    id: 'profile',
    iconUrl: icon('M12 12a3 3 0 100-6 3 3 0 000 6zM7 18c1-2.5 3-3.5 5-3.5s4 1 5 3.5', '#2563eb'),
    title: 'Complete your profile',
    subtitle: 'Add a photo and a short bio.',
  },
  {
    id: 'install',
    iconUrl: icon('M12 5v10M8 11l4 4 4-4M6 19h12', '#7c3aed'),
    title: 'Install the package',
    subtitle: 'npm install @tessera/ui',
  },
  {
    id: 'invite',
    iconUrl: icon(
      'M9 12a3 3 0 100-6 3 3 0 000 6zM4 18c1-2 3-3 5-3s4 1 5 3M17 8v6M14 11h6',
      '#0f766e',
    ),
    title: 'Invite your team',
    subtitle: 'Teams plan: up to 10 teammates.',
  },
  {
    id: 'ship',
    iconUrl: icon('M5 13l4 4L19 7', '#b45309'),
    title: 'Ship your first screen',
    subtitle: 'Start from a showcase and make it yours.',
  },
];

export default function Onboarding() {
  const [done, setDone] = useState<ReadonlySet<string>>(new Set(['profile']));
  const toggle = (id: string, isDone: boolean) =>
    setDone((current) => {
      const next = new Set(current);
      if (isDone) next.add(id);
      else next.delete(id);
      return next;
    });

  return (
    <Card style={{width: '100%', maxWidth: 480}}>
      <CardHeader>
        <CardTitle>Get started</CardTitle>
        <CardDescription>
          Sample onboarding list.{' '}
          <Chip type={done.size === ITEMS.length ? 'success' : 'default'} size="sm">
            {done.size} of {ITEMS.length} done
          </Chip>
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ul style={{listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '0.75rem'}}>
          {ITEMS.map(({id, iconUrl, title, subtitle}) => (
            <li key={id} style={{display: 'flex', alignItems: 'center', gap: '0.75rem'}}>
              <img src={iconUrl} alt="" width={36} height={36} />
              <Checkbox
                isSelected={done.has(id)}
                onChange={(isDone) => toggle(id, isDone)}
                description={subtitle}
              >
                {title}
              </Checkbox>
            </li>
          ))}
        </ul>
      </CardContent>
      <CardFooter>
        <Button variant="secondary" onPress={() => setDone(new Set())}>
          Start over
        </Button>
      </CardFooter>
    </Card>
  );
}

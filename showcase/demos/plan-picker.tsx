// Sample content: choose a plan; the last choice is remembered in localStorage across visits.
import {useCallback, useSyncExternalStore} from 'react';
import {
  Button,
  Card,
  CardContent,
  CardFooter,
  CardHeader,
  CardTitle,
  Chip,
  Radio,
  RadioGroup,
} from '@tessera-ui/react';

const PLANS = [
  {
    id: 'starter',
    name: 'Starter',
    price: '$0',
    detail: 'For trying things out: 1 project, community support.',
  },
  {id: 'pro', name: 'Pro', price: '$12 / month', detail: 'Unlimited projects and email support.'},
  {
    id: 'teams',
    name: 'Teams',
    price: '$49 / month',
    detail: 'Teams: up to 10 teammates, shared billing.',
  },
] as const;
type PlanId = (typeof PLANS)[number]['id'];

const STORAGE_KEY = 'tessera-showcase-plan';
const CHANGE_EVENT = 'tessera-showcase-plan-change';

function readPlan(): PlanId | null {
  try {
    const saved = window.localStorage.getItem(STORAGE_KEY);
    return PLANS.some((plan) => plan.id === saved) ? (saved as PlanId) : null;
  } catch {
    return null; // Storage can be disabled (private mode, blocked cookies).
  }
}

function subscribe(onChange: () => void) {
  window.addEventListener('storage', onChange);
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(CHANGE_EVENT, onChange);
  };
}

/** The remembered plan; `null` on the server and during hydration, so the markup matches. */
function useRememberedPlan(): [PlanId | null, (plan: PlanId) => void] {
  const plan = useSyncExternalStore(subscribe, readPlan, () => null);
  const setPlan = useCallback((next: PlanId) => {
    try {
      window.localStorage.setItem(STORAGE_KEY, next);
    } catch {
      // Not remembered, but the choice still applies to this visit via the event below.
    }
    window.dispatchEvent(new Event(CHANGE_EVENT));
  }, []);
  return [plan, setPlan];
}

export default function PlanPicker() {
  const [plan, setPlan] = useRememberedPlan();
  const selected = plan ?? 'starter';
  const name = PLANS.find((p) => p.id === selected)?.name;

  return (
    <Card style={{width: '100%', maxWidth: 480}}>
      <CardHeader>
        <CardTitle>Choose your plan</CardTitle>
      </CardHeader>
      <CardContent>
        <RadioGroup
          label="Plan"
          description="Sample plans and prices. Your last choice is remembered on this device."
          variant="card"
          value={selected}
          onChange={(value) => setPlan(value as PlanId)}
        >
          {PLANS.map(({id, name: planName, price, detail}) => (
            <Radio key={id} value={id} description={`${price}. ${detail}`}>
              {planName}
              {id === 'pro' ? (
                <>
                  {' '}
                  <Chip type="accent" size="sm">
                    Popular
                  </Chip>
                </>
              ) : null}
            </Radio>
          ))}
        </RadioGroup>
      </CardContent>
      <CardFooter>
        <Button>Continue with {name}</Button>
      </CardFooter>
    </Card>
  );
}

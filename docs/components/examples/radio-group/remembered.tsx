import {useState, useSyncExternalStore} from 'react';
import {Radio, RadioGroup} from '@tessera-ui/react';

const STORAGE_KEY = 'tessera-docs-plan';
const PLANS = ['starter', 'pro', 'teams'];

function readPlan() {
  const saved = window.localStorage.getItem(STORAGE_KEY);
  return saved && PLANS.includes(saved) ? saved : 'starter';
}

// Another tab's choice arrives through the storage event.
function subscribe(onChange: () => void) {
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
}

export default function RememberedPlan() {
  // The server renders the default; the browser then reads the remembered plan.
  const remembered = useSyncExternalStore(subscribe, readPlan, () => 'starter');
  const [chosen, setChosen] = useState<string | null>(null);

  function choose(value: string) {
    setChosen(value);
    window.localStorage.setItem(STORAGE_KEY, value);
  }

  return (
    <RadioGroup
      label="Plan (sample)"
      description="Your last choice is remembered on this device."
      variant="card"
      orientation="horizontal"
      value={chosen ?? remembered}
      onChange={choose}
    >
      <Radio value="starter" description="1 project, community support">
        Starter
      </Radio>
      <Radio value="pro" description="Unlimited projects, email support">
        Pro
      </Radio>
      <Radio value="teams" description="Up to 10 teammates">
        Teams
      </Radio>
    </RadioGroup>
  );
}

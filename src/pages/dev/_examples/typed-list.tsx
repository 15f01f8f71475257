interface Plan {
  id: 'starter' | 'pro' | 'teams';
  name: string;
  note: string;
}

const plans: Plan[] = [
  {id: 'starter', name: 'Starter', note: 'For one person'},
  {id: 'pro', name: 'Pro', note: 'For professionals'},
  {id: 'teams', name: 'Teams', note: 'Up to 10 teammates'},
];

export default function PlanList() {
  return (
    <ul>
      {plans.map((plan) => (
        <li key={plan.id}>
          <strong>{plan.name}</strong>: {plan.note}
        </li>
      ))}
    </ul>
  );
}

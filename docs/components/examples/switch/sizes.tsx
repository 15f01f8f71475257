import {Switch} from '@tessera-ui/react';

export default function SwitchSizes() {
  return (
    <div style={{display: 'grid', gap: 12}}>
      <Switch size="sm">Small</Switch>
      <Switch size="md" defaultSelected>
        Medium
      </Switch>
      <Switch size="lg">Large</Switch>
    </div>
  );
}

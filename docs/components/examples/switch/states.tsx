import {Switch} from '@tessera-ui/react';

export default function SwitchStates() {
  return (
    <div style={{display: 'grid', gap: 12}}>
      <Switch isDisabled>Sync over mobile data</Switch>
      <Switch isDisabled defaultSelected>
        Security alerts
      </Switch>
      <Switch description="Sends a summary every Monday morning.">Weekly digest</Switch>
    </div>
  );
}

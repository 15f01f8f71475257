import {Switch} from '@tessera-ui/react';

export default function SwitchStateLabels() {
  return (
    <div style={{display: 'grid', gap: 12}}>
      <Switch defaultSelected stateLabels={{on: 'Enabled', off: 'Disabled'}}>
        Two-factor authentication
      </Switch>
      <Switch stateLabels={{on: 'on', off: 'off'}}>Autosave</Switch>
    </div>
  );
}

import {Checkbox, Radio, RadioGroup, Switch} from '@tessera-ui/react';

export default function DescriptionsOnControls() {
  return (
    <div style={{display: 'grid', gap: 20}}>
      <Checkbox description="Keeps you signed in for 30 days on this device.">Remember me</Checkbox>
      <Switch description="Hides your status from people outside your team.">Invisible mode</Switch>
      <RadioGroup label="Backups" description="Applies to every project." defaultValue="daily">
        <Radio value="daily" description="Kept for 7 days">
          Daily
        </Radio>
        <Radio value="weekly" description="Kept for 4 weeks">
          Weekly
        </Radio>
      </RadioGroup>
    </div>
  );
}

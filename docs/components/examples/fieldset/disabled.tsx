import {useState} from 'react';
import {Fieldset, Switch, TextField} from '@tessera-ui/react';

export default function AutoReply() {
  const [isOn, setOn] = useState(false);

  return (
    <div style={{display: 'grid', gap: 16}}>
      <Switch isSelected={isOn} onChange={setOn}>
        Send an automatic reply
      </Switch>
      <Fieldset legend="Automatic reply" isDisabled={!isOn}>
        <TextField label="Subject" defaultValue="Out of office" />
        <Switch defaultSelected>Only reply to my contacts</Switch>
      </Fieldset>
    </div>
  );
}

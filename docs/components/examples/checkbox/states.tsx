import {Checkbox} from '@tessera-ui/react';

export default function CheckboxStates() {
  return (
    <div style={{display: 'grid', gap: 12}}>
      <Checkbox isDisabled>Disabled</Checkbox>
      <Checkbox isDisabled defaultSelected>
        Disabled and checked
      </Checkbox>
      <Checkbox isReadOnly defaultSelected>
        Read-only
      </Checkbox>
    </div>
  );
}

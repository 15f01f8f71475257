import {TextField} from '@tessera-ui/react';

export default function TextFieldStates() {
  return (
    <div style={{display: 'grid', gap: 16, maxWidth: 360}}>
      <TextField label="Workspace" defaultValue="acme-sample" isDisabled />
      <TextField label="Account ID" defaultValue="ACC-00042" isReadOnly />
      <TextField label="Invite code" isRequired />
    </div>
  );
}

import {Checkbox, CheckboxGroup, TextField} from '@tessera-ui/react';

export default function LabelsInFields() {
  return (
    <div style={{display: 'grid', gap: 20, maxWidth: 320}}>
      <TextField label="Project name" isRequired />
      <CheckboxGroup label="Platforms" orientation="horizontal">
        <Checkbox value="web">Web</Checkbox>
        <Checkbox value="ios">iOS</Checkbox>
        <Checkbox value="android">Android</Checkbox>
      </CheckboxGroup>
    </div>
  );
}

import {useState} from 'react';
import {ComboBox, ComboBoxItem} from '@tessera-ui/react';

export default function JobTitleComboBox() {
  const [title, setTitle] = useState('');

  return (
    <div style={{display: 'grid', gap: 12, maxWidth: 320}}>
      <ComboBox
        label="Job title"
        description="Pick a suggestion or type your own."
        allowsCustomValue
        onInputChange={setTitle}
      >
        <ComboBoxItem id="designer">Product designer</ComboBoxItem>
        <ComboBoxItem id="engineer">Software engineer</ComboBoxItem>
        <ComboBoxItem id="manager">Engineering manager</ComboBoxItem>
        <ComboBoxItem id="analyst">Data analyst</ComboBoxItem>
        <ComboBoxItem id="writer">Technical writer</ComboBoxItem>
      </ComboBox>
      <p style={{margin: 0}}>Job title: {title || 'not set'}</p>
    </div>
  );
}

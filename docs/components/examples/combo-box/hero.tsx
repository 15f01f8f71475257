import {ComboBox, ComboBoxItem} from '@tessera-ui/react';

export default function ComboBoxHero() {
  return (
    <div style={{maxWidth: 320}}>
      <ComboBox label="Time zone" name="timeZone" placeholder="Type a city">
        <ComboBoxItem id="Europe/London">London</ComboBoxItem>
        <ComboBoxItem id="Europe/Paris">Paris</ComboBoxItem>
        <ComboBoxItem id="America/New_York">New York</ComboBoxItem>
        <ComboBoxItem id="America/Los_Angeles">Los Angeles</ComboBoxItem>
        <ComboBoxItem id="Asia/Tokyo">Tokyo</ComboBoxItem>
        <ComboBoxItem id="Asia/Singapore">Singapore</ComboBoxItem>
        <ComboBoxItem id="Australia/Sydney">Sydney</ComboBoxItem>
      </ComboBox>
    </div>
  );
}

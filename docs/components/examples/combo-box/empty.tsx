import {ComboBox, ComboBoxItem} from '@tessera-ui/react';

export default function ComboBoxEmptyState() {
  return (
    <div style={{maxWidth: 320}}>
      <ComboBox
        label="Currency"
        placeholder="Type a currency or code"
        emptyState="No currency matches. Try its three-letter code, such as EUR."
      >
        <ComboBoxItem id="EUR">Euro (EUR)</ComboBoxItem>
        <ComboBoxItem id="GBP">Pound sterling (GBP)</ComboBoxItem>
        <ComboBoxItem id="JPY">Japanese yen (JPY)</ComboBoxItem>
        <ComboBoxItem id="CHF">Swiss franc (CHF)</ComboBoxItem>
        <ComboBoxItem id="USD">US dollar (USD)</ComboBoxItem>
      </ComboBox>
    </div>
  );
}

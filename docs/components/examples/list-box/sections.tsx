import {useId} from 'react';
import {ListBox, ListBoxItem, ListBoxSection} from '@tessera-ui/react';

export default function FontListBox() {
  const id = useId();

  return (
    <div style={{display: 'grid', gap: 8, maxWidth: 280}}>
      <span id={id}>Heading font</span>
      <ListBox aria-labelledby={id} selectionMode="single" defaultSelectedKeys={['inter']}>
        <ListBoxSection title="Sans serif">
          <ListBoxItem id="inter">Inter</ListBoxItem>
          <ListBoxItem id="source-sans">Source Sans</ListBoxItem>
          <ListBoxItem id="work-sans">Work Sans</ListBoxItem>
        </ListBoxSection>
        <ListBoxSection title="Serif">
          <ListBoxItem id="merriweather">Merriweather</ListBoxItem>
          <ListBoxItem id="lora">Lora</ListBoxItem>
        </ListBoxSection>
      </ListBox>
    </div>
  );
}

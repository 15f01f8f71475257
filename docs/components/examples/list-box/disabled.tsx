import {useId} from 'react';
import {ListBox, ListBoxItem} from '@tessera-ui/react';

export default function DeliverySlots() {
  const id = useId();

  return (
    <div style={{display: 'grid', gap: 8, maxWidth: 280}}>
      <span id={id}>Delivery slot, Saturday</span>
      <ListBox aria-labelledby={id} selectionMode="single" disabledKeys={['afternoon']}>
        <ListBoxItem id="morning" description="8 am to 12 pm">
          Morning
        </ListBoxItem>
        <ListBoxItem id="afternoon" description="Fully booked">
          Afternoon
        </ListBoxItem>
        <ListBoxItem id="evening" description="5 pm to 9 pm">
          Evening
        </ListBoxItem>
        <ListBoxItem id="late" description="9 pm to 11 pm, members only" isDisabled>
          Late evening
        </ListBoxItem>
      </ListBox>
    </div>
  );
}

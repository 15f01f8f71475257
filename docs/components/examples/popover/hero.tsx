import {Button, Popover, PopoverTrigger} from '@tessera-ui/react';

export default function PopoverHero() {
  return (
    <PopoverTrigger>
      <Button variant="secondary">Delivery details</Button>
      <Popover title="Standard delivery">
        <p style={{margin: 0}}>
          Arrives in 4–10 business days. You get a tracking link by email once the parcel ships.
        </p>
      </Popover>
    </PopoverTrigger>
  );
}

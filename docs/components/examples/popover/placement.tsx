import {Button, Popover, PopoverTrigger} from '@tessera-ui/react';

export default function PopoverPlacement() {
  return (
    <PopoverTrigger>
      <Button variant="secondary">What is a seat?</Button>
      <Popover placement="end" showArrow aria-label="About seats">
        <p style={{margin: 0}}>One seat is one person who can sign in to your workspace.</p>
      </Popover>
    </PopoverTrigger>
  );
}

import {useState} from 'react';
import {Button, Popover, PopoverTrigger} from '@tessera-ui/react';

export default function ControlledPopover() {
  const [isOpen, setOpen] = useState(false);

  return (
    <div style={{display: 'flex', alignItems: 'center', gap: 12}}>
      <PopoverTrigger isOpen={isOpen} onOpenChange={setOpen}>
        <Button variant="secondary">Storage</Button>
        <Popover title="Storage used">
          <p style={{margin: 0}}>7.2 GB of 10 GB (sample data).</p>
        </Popover>
      </PopoverTrigger>
      <p style={{margin: 0}}>Popover: {isOpen ? 'expanded' : 'collapsed'}</p>
    </div>
  );
}

import {useState} from 'react';
import {Button, Disclosure, DisclosurePanel, DisclosureTrigger} from '@tessera-ui/react';

export default function ControlledDisclosure() {
  const [isExpanded, setExpanded] = useState(false);

  return (
    <div style={{display: 'grid', gap: 12, justifyItems: 'start'}}>
      <p style={{margin: 0}}>Shipping details: {isExpanded ? 'expanded' : 'collapsed'}</p>
      <Button variant="secondary" size="sm" onPress={() => setExpanded(!isExpanded)}>
        {isExpanded ? 'Hide all details' : 'Show all details'}
      </Button>
      <Disclosure isExpanded={isExpanded} onExpandedChange={setExpanded} style={{width: '100%'}}>
        <DisclosureTrigger>Shipping details</DisclosureTrigger>
        <DisclosurePanel>
          Standard delivery in 4–10 business days; tracking by email.
        </DisclosurePanel>
      </Disclosure>
    </div>
  );
}

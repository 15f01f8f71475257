import {useState} from 'react';
import {
  Button,
  Disclosure,
  DisclosureGroup,
  DisclosurePanel,
  DisclosureTrigger,
} from '@tessera-ui/react';

const steps = [
  {id: 'preview', title: 'Preview', body: 'Check page 1 of quarterly-report.pdf (sample file).'},
  {id: 'download', title: 'Download', body: 'Save the PDF (2.4 MB) to your device.'},
];

export default function PreviousNextDisclosures() {
  // Index of the open step; -1 when the reader has collapsed it.
  const [open, setOpen] = useState(0);
  const current = steps[open];

  return (
    <div style={{display: 'grid', gap: 12}}>
      <DisclosureGroup
        expandedKeys={current ? [current.id] : []}
        onExpandedChange={(keys) => setOpen(steps.findIndex((step) => keys.has(step.id)))}
      >
        {steps.map((step) => (
          <Disclosure key={step.id} id={step.id}>
            <DisclosureTrigger>{step.title}</DisclosureTrigger>
            <DisclosurePanel>{step.body}</DisclosurePanel>
          </Disclosure>
        ))}
      </DisclosureGroup>
      <div style={{display: 'flex', gap: 8}}>
        <Button variant="secondary" isDisabled={open <= 0} onPress={() => setOpen(open - 1)}>
          Previous
        </Button>
        <Button
          variant="secondary"
          isDisabled={open === steps.length - 1}
          onPress={() => setOpen(open + 1)}
        >
          Next
        </Button>
      </div>
    </div>
  );
}

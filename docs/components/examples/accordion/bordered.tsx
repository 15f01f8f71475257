import {Accordion, AccordionItem, AccordionPanel, AccordionTrigger} from '@tessera-ui/react';

export default function BorderedAccordion() {
  return (
    <Accordion variant="bordered" defaultExpandedKeys={['requirements']}>
      <AccordionItem id="requirements">
        <AccordionTrigger>System requirements</AccordionTrigger>
        <AccordionPanel>React 19 and a browser released in the last two years.</AccordionPanel>
      </AccordionItem>
      <AccordionItem id="browsers">
        <AccordionTrigger>Supported browsers</AccordionTrigger>
        <AccordionPanel>
          Chrome, Edge, Firefox and Safari, current and previous versions.
        </AccordionPanel>
      </AccordionItem>
    </Accordion>
  );
}

import {Accordion, AccordionItem, AccordionPanel, AccordionTrigger} from '@tessera-ui/react';

export default function DisabledAccordion() {
  return (
    <Accordion isDisabled>
      <AccordionItem id="invoices">
        <AccordionTrigger>Invoices</AccordionTrigger>
        <AccordionPanel>Download invoices for the last 12 months.</AccordionPanel>
      </AccordionItem>
      <AccordionItem id="tax">
        <AccordionTrigger>Tax details</AccordionTrigger>
        <AccordionPanel>Add a VAT number to show it on invoices.</AccordionPanel>
      </AccordionItem>
    </Accordion>
  );
}

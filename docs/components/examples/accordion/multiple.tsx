import {Accordion, AccordionItem, AccordionPanel, AccordionTrigger} from '@tessera-ui/react';

export default function MultipleExpanded() {
  return (
    <Accordion allowsMultipleExpanded defaultExpandedKeys={['shipping', 'returns']}>
      <AccordionItem id="shipping">
        <AccordionTrigger>Shipping</AccordionTrigger>
        <AccordionPanel>Orders ship within 2 business days.</AccordionPanel>
      </AccordionItem>
      <AccordionItem id="returns">
        <AccordionTrigger>Returns</AccordionTrigger>
        <AccordionPanel>Return unused items within 30 days for a full refund.</AccordionPanel>
      </AccordionItem>
      <AccordionItem id="warranty">
        <AccordionTrigger>Warranty</AccordionTrigger>
        <AccordionPanel>Every product carries a two-year warranty.</AccordionPanel>
      </AccordionItem>
    </Accordion>
  );
}

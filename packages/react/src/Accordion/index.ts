export {Accordion, AccordionItem, AccordionPanel, AccordionTrigger} from './Accordion';
export type {
  AccordionItemProps,
  AccordionPanelProps,
  AccordionProps,
  AccordionTriggerProps,
  AccordionVariant,
} from './Accordion';

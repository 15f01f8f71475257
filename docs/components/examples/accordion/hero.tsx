import {Accordion, AccordionItem, AccordionPanel, AccordionTrigger} from '@tessera-ui/react';

const faq = [
  {
    group: 'General',
    items: [
      {
        id: 'orders',
        question: 'How do I track my order?',
        answer: 'Open Orders in your account; each order shows its status and tracking link.',
      },
      {
        id: 'payment',
        question: 'Which payment methods do you accept?',
        answer: 'Visa, Mastercard, American Express and PayPal.',
      },
    ],
  },
  {
    group: 'Licensing',
    items: [
      {
        id: 'commercial',
        question: 'Can I use the kit in commercial projects?',
        answer: 'Yes. One licence covers unlimited commercial projects for one team.',
      },
    ],
  },
  {
    group: 'Support',
    items: [
      {
        id: 'shipping',
        question: 'Is shipping free?',
        answer: 'Shipping is free on orders over $50.',
      },
      {
        id: 'refunds',
        question: 'What is your refund policy?',
        answer: 'We refund any order returned within 30 days of delivery.',
      },
    ],
  },
];

export default function FaqAccordion() {
  return (
    <div style={{display: 'grid', gap: 24}}>
      {faq.map(({group, items}) => (
        <section key={group} aria-labelledby={`faq-${group}`}>
          <h2 id={`faq-${group}`} style={{margin: '0 0 8px', fontSize: '1.25rem'}}>
            {group}
          </h2>
          <Accordion headingLevel={3}>
            {items.map((item) => (
              <AccordionItem key={item.id} id={item.id}>
                <AccordionTrigger>{item.question}</AccordionTrigger>
                <AccordionPanel>{item.answer}</AccordionPanel>
              </AccordionItem>
            ))}
          </Accordion>
        </section>
      ))}
    </div>
  );
}

// Sample content: a shop's FAQ, grouped General / Licensing / Support.
import type {ReactNode} from 'react';
import {Accordion, AccordionItem, AccordionPanel, AccordionTrigger} from '@tessera-ui/react';

interface FaqItem {
  id: string;
  title: string;
  content: ReactNode;
  icon: ReactNode;
}

const icon = (d: string) => (
  <svg
    viewBox="0 0 24 24"
    width="18"
    height="18"
    aria-hidden="true"
    focusable="false"
    style={{marginRight: 8, flex: 'none'}}
  >
    <path
      d={d}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  </svg>
);

const GROUPS: {title: string; items: FaqItem[]}[] = [
  {
    title: 'General',
    items: [
      {
        id: 'orders',
        title: 'How do I place an order?',
        content:
          'Add the items you want to your cart, open the cart and choose Checkout. You get a confirmation email within a few minutes.',
        icon: icon('M4 5h2l2 10h10l2-7H7M10 20h.01M17 20h.01'),
      },
      {
        id: 'payment-methods',
        title: 'Which payment methods do you accept?',
        content: 'Mastercard, Visa and PayPal. Your card is charged when the order ships.',
        icon: icon('M3 6h18v12H3zM3 10h18'),
      },
      {
        id: 'shipping',
        title: 'Is shipping free?',
        content: 'Shipping is free on every order over $50. Smaller orders ship from $5.00.',
        icon: icon(
          'M3 7h11v9H3zM14 10h4l3 3v3h-7M7 19a2 2 0 100-4 2 2 0 000 4zM17 19a2 2 0 100-4 2 2 0 000 4z',
        ),
      },
    ],
  },
  {
    title: 'Licensing',
    items: [
      {
        id: 'commercial-use',
        title: 'Can I use the kit in commercial projects?',
        content:
          'Yes. One licence covers unlimited commercial projects for the people named on it.',
        icon: icon('M12 3l8 4v5c0 5-3.5 8-8 9-4.5-1-8-4-8-9V7z'),
      },
      {
        id: 'seats',
        title: 'How many people can use one licence?',
        content: 'A Teams licence covers up to 10 teammates; add seats at any time from Billing.',
        icon: icon(
          'M9 11a3 3 0 100-6 3 3 0 000 6zM3 20c0-3 3-5 6-5s6 2 6 5M17 11a3 3 0 000-6M21 20c0-2.5-1.5-4.3-4-4.8',
        ),
      },
    ],
  },
  {
    title: 'Support',
    items: [
      {
        id: 'refunds',
        title: 'Can I get a refund?',
        content: 'Refunds are accepted within 30 days of purchase, no questions asked.',
        icon: icon('M4 12a8 8 0 108-8H7M4 4v4h4'),
      },
      {
        id: 'contact',
        title: 'How do I reach support?',
        content: 'Write to support@example.com; we answer on business days within one day.',
        icon: icon('M4 6h16v12H4zM4 7l8 6 8-6'),
      },
    ],
  },
];

export default function FaqShowcase() {
  return (
    <div style={{width: '100%', maxWidth: 640}}>
      <p style={{margin: '0 0 1rem', fontSize: '0.85rem'}}>Sample content</p>
      {GROUPS.map((group) => (
        <section
          key={group.title}
          aria-labelledby={`faq-${group.title}`}
          style={{marginBottom: '1.5rem'}}
        >
          <h3 id={`faq-${group.title}`}>{group.title}</h3>
          <Accordion headingLevel={4} variant="bordered" allowsMultipleExpanded>
            {group.items.map((item) => (
              <AccordionItem key={item.id} id={item.id}>
                <AccordionTrigger>
                  {item.icon}
                  {item.title}
                </AccordionTrigger>
                <AccordionPanel>{item.content}</AccordionPanel>
              </AccordionItem>
            ))}
          </Accordion>
        </section>
      ))}
    </div>
  );
}

import {render, screen, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {axe} from 'jest-axe';
import {renderToString} from 'react-dom/server';
import {
  Accordion,
  AccordionItem,
  AccordionPanel,
  AccordionTrigger,
  type AccordionProps,
} from './Accordion';

const faq = [
  {id: 'orders', q: 'How do I place an order?', a: 'Add items to your cart and check out.'},
  {id: 'payment', q: 'Which payment methods do you accept?', a: 'Cards and PayPal.'},
  {id: 'shipping', q: 'Is shipping free?', a: 'Free shipping on orders over $50.'},
  {id: 'refunds', q: 'Can I get a refund?', a: 'Refunds within 30 days.'},
];

function Faq({disabledItem, ...props}: Partial<AccordionProps> & {disabledItem?: string}) {
  return (
    <Accordion {...props}>
      {faq.map(({id, q, a}) => (
        <AccordionItem key={id} id={id} isDisabled={id === disabledItem}>
          <AccordionTrigger>{q}</AccordionTrigger>
          <AccordionPanel>{a}</AccordionPanel>
        </AccordionItem>
      ))}
    </Accordion>
  );
}

const trigger = (name: string) => screen.getByRole('button', {name});

describe('Accordion', () => {
  it('should render every item as a level 3 heading wrapping a collapsed button', () => {
    const {container} = render(<Faq />);
    expect(screen.getAllByRole('heading', {level: 3})).toHaveLength(4);
    for (const b of screen.getAllByRole('button'))
      expect(b).toHaveAttribute('aria-expanded', 'false');
    const root = container.querySelector('.ui-Accordion')!;
    expect(root).toHaveAttribute('data-variant', 'plain');
    expect(root.querySelectorAll('.ui-AccordionItem.ui-Disclosure')).toHaveLength(4);
  });

  it('should use headingLevel for every item and let one item override it', () => {
    render(
      <Accordion headingLevel={2}>
        <AccordionItem>
          <AccordionTrigger>General</AccordionTrigger>
          <AccordionPanel>General answers</AccordionPanel>
        </AccordionItem>
        <AccordionItem>
          <AccordionTrigger level={4}>Licensing</AccordionTrigger>
          <AccordionPanel>Licensing answers</AccordionPanel>
        </AccordionItem>
      </Accordion>,
    );
    expect(screen.getByRole('heading', {level: 2, name: 'General'})).toBeInTheDocument();
    expect(screen.getByRole('heading', {level: 4, name: 'Licensing'})).toBeInTheDocument();
  });

  it('should expand with Enter and Space, collapsing the other item', async () => {
    const user = userEvent.setup();
    render(<Faq />);
    await user.tab();
    await user.keyboard('{Enter}');
    expect(trigger('How do I place an order?')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('group', {name: 'How do I place an order?'})).toHaveTextContent(
      'Add items',
    );
    await user.tab();
    expect(trigger('Which payment methods do you accept?')).toHaveFocus();
    await user.keyboard(' ');
    expect(trigger('Which payment methods do you accept?')).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(trigger('How do I place an order?')).toHaveAttribute('aria-expanded', 'false');
  });

  it('should keep several items open with allowsMultipleExpanded', async () => {
    const user = userEvent.setup();
    const onExpandedChange = jest.fn();
    render(<Faq allowsMultipleExpanded onExpandedChange={onExpandedChange} />);
    await user.click(trigger('Is shipping free?'));
    await user.click(trigger('Can I get a refund?'));
    expect(onExpandedChange).toHaveBeenLastCalledWith(new Set(['shipping', 'refunds']));
    expect(screen.getAllByRole('group')).toHaveLength(2);
  });

  it('should support uncontrolled defaultExpandedKeys', () => {
    render(<Faq defaultExpandedKeys={['refunds']} />);
    expect(trigger('Can I get a refund?')).toHaveAttribute('aria-expanded', 'true');
  });

  it('should support controlled expandedKeys', async () => {
    const user = userEvent.setup();
    const onExpandedChange = jest.fn();
    const {rerender} = render(
      <Faq expandedKeys={['orders']} onExpandedChange={onExpandedChange} />,
    );
    await user.click(trigger('Is shipping free?'));
    expect(onExpandedChange).toHaveBeenCalledWith(new Set(['shipping']));
    expect(trigger('How do I place an order?')).toHaveAttribute('aria-expanded', 'true');
    rerender(<Faq expandedKeys={['shipping']} onExpandedChange={onExpandedChange} />);
    expect(trigger('Is shipping free?')).toHaveAttribute('aria-expanded', 'true');
    expect(trigger('How do I place an order?')).toHaveAttribute('aria-expanded', 'false');
  });

  it('should disable the whole accordion', async () => {
    const user = userEvent.setup();
    const {container} = render(<Faq isDisabled />);
    expect(container.querySelector('.ui-Accordion')).toHaveAttribute('data-disabled', 'true');
    for (const b of screen.getAllByRole('button')) expect(b).toBeDisabled();
    await user.click(trigger('Is shipping free?'));
    expect(trigger('Is shipping free?')).toHaveAttribute('aria-expanded', 'false');
  });

  it('should disable a single item and skip it when tabbing', async () => {
    const user = userEvent.setup();
    render(<Faq disabledItem="payment" />);
    expect(trigger('Which payment methods do you accept?')).toBeDisabled();
    const item = trigger('Which payment methods do you accept?').closest('.ui-AccordionItem')!;
    expect(item).toHaveAttribute('data-disabled', 'true');
    await user.tab();
    await user.tab();
    expect(trigger('Is shipping free?')).toHaveFocus();
  });

  it('should set the bordered variant', () => {
    const {container} = render(<Faq variant="bordered" className="faq" />);
    expect(container.querySelector('.ui-Accordion')).toHaveAttribute('data-variant', 'bordered');
    expect(container.querySelector('.ui-Accordion')).toHaveClass('faq');
  });

  it('should render on the server with headings and linked panels', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Faq defaultExpandedKeys={['orders']} />);
    const heading = container.querySelector('h3')!;
    const button = within(heading).getByRole('button');
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(
      container.querySelector(`#${CSS.escape(button.getAttribute('aria-controls')!)}`),
    ).toHaveTextContent('Add items');
  });

  it('should have no axe violations', async () => {
    const {container} = render(
      <Faq defaultExpandedKeys={['orders']} disabledItem="refunds" variant="bordered" />,
    );
    expect(await axe(container)).toHaveNoViolations();
  });
});

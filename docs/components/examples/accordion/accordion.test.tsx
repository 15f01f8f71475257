import {render, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import DisabledAccordion from './disabled';
import DisabledAccordionItem from './disabled-item';
import FaqAccordion from './hero';
import MultipleExpanded from './multiple';

// user-event drives RAC fields through full press/focus sequences, slow on a busy 2-core machine.
jest.setTimeout(20_000);
describe('accordion examples', () => {
  it('should group the FAQ under General, Licensing and Support, one answer open at a time', async () => {
    const user = userEvent.setup();
    render(<FaqAccordion />);
    for (const group of ['General', 'Licensing', 'Support']) {
      expect(screen.getByRole('region', {name: group})).toBeInTheDocument();
    }
    const shipping = screen.getByRole('button', {name: 'Is shipping free?'});
    const refunds = screen.getByRole('button', {name: 'What is your refund policy?'});

    await user.click(shipping);
    expect(shipping).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Shipping is free on orders over $50.')).toBeVisible();

    await user.click(refunds);
    expect(refunds).toHaveAttribute('aria-expanded', 'true');
    expect(shipping).toHaveAttribute('aria-expanded', 'false');
    expect(
      screen.getByText('We refund any order returned within 30 days of delivery.'),
    ).toBeVisible();
  });

  it('should keep several sections open when multiple expansion is allowed', async () => {
    const user = userEvent.setup();
    render(<MultipleExpanded />);
    await user.click(screen.getByRole('button', {name: 'Warranty'}));
    for (const name of ['Shipping', 'Returns', 'Warranty']) {
      expect(screen.getByRole('button', {name})).toHaveAttribute('aria-expanded', 'true');
    }
  });

  it('should disable every trigger of a disabled accordion', () => {
    render(<DisabledAccordion />);
    expect(screen.getByRole('button', {name: 'Invoices'})).toBeDisabled();
    expect(screen.getByRole('button', {name: 'Tax details'})).toBeDisabled();
  });

  it('should disable only the disabled item', async () => {
    const user = userEvent.setup();
    render(<DisabledAccordionItem />);
    const sso = screen.getByRole('button', {name: 'Single sign-on (Business plan)'});
    expect(sso).toBeDisabled();
    await user.click(sso);
    expect(sso).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', {name: 'Profile'})).toBeEnabled();
  });
});

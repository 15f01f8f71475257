import {render, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {axe} from 'jest-axe';
import Checkout from './checkout';
import {expectNoConsoleErrors} from '../test-utils';

describe('checkout showcase', () => {
  expectNoConsoleErrors();

  it('should offer the three delivery speeds with their prices and times', () => {
    render(<Checkout />);
    const delivery = screen.getByRole('radiogroup', {name: /Delivery/});
    expect(delivery).toHaveTextContent('$5.00 · 4-10 business days');
    expect(delivery).toHaveTextContent('$16.00 · 2-5 business days');
    expect(delivery).toHaveTextContent('$25.00 · 1 business day');
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
      'standard',
      'express',
      'super-fast',
      'mastercard',
      'visa',
      'paypal',
    ]);
  });

  it('should update the total with the delivery speed', async () => {
    const user = userEvent.setup();
    render(<Checkout />);
    expect(screen.getByText('$47.00')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', {name: /Super fast/}));
    expect(screen.getByText('$67.00')).toBeInTheDocument();
  });

  it('should require a payment method, then show the order in an alert', async () => {
    const user = userEvent.setup();
    render(<Checkout />);
    await user.click(screen.getByRole('button', {name: 'Place order'}));
    expect(screen.getByText('Choose a payment method.')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', {name: 'PayPal'}));
    await user.click(screen.getByRole('button', {name: 'Place order'}));
    expect(await screen.findByText('standard delivery, paid with paypal.')).toBeInTheDocument();
  });

  it('should have no axe violations', async () => {
    const {container} = render(<Checkout />);
    expect(await axe(container)).toHaveNoViolations();
  });
});

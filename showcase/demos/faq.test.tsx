import {render, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {axe} from 'jest-axe';
import FaqShowcase from './faq';
import {expectNoConsoleErrors} from '../test-utils';

describe('FAQ showcase', () => {
  expectNoConsoleErrors();

  it('should group the questions under General, Licensing and Support', () => {
    render(<FaqShowcase />);
    expect(screen.getAllByRole('heading', {level: 3}).map((h) => h.textContent)).toEqual([
      'General',
      'Licensing',
      'Support',
    ]);
    expect(screen.getByText('Sample content')).toBeInTheDocument();
  });

  it('should expand answers, several at a time', async () => {
    const user = userEvent.setup();
    render(<FaqShowcase />);
    await user.click(screen.getByRole('button', {name: 'Is shipping free?'}));
    await user.click(screen.getByRole('button', {name: 'Can I get a refund?'}));
    expect(screen.getByText(/free on every order over \$50/)).toBeVisible();
    expect(screen.getByText(/within 30 days/)).toBeVisible();
    expect(screen.getByRole('button', {name: 'Is shipping free?'})).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('should have no axe violations', async () => {
    const {container} = render(<FaqShowcase />);
    expect(await axe(container)).toHaveNoViolations();
  });
});

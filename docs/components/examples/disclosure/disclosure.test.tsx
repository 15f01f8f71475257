import {render, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ControlledDisclosure from './controlled';
import DisabledDisclosure from './disabled';
import DisclosureHero from './hero';

// user-event drives RAC fields through full press/focus sequences, slow on a busy 2-core machine.
jest.setTimeout(20_000);
describe('disclosure examples', () => {
  it('should show the preview with Enter and hide it with Space', async () => {
    const user = userEvent.setup();
    render(<DisclosureHero />);
    const trigger = screen.getByRole('button', {name: 'Preview'});
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await user.tab();
    await user.keyboard('{Enter}');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/quarterly-report\.pdf/)).toBeVisible();
    await user.keyboard(' ');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('should report expanded and collapsed from either button', async () => {
    const user = userEvent.setup();
    render(<ControlledDisclosure />);
    const trigger = screen.getByRole('button', {name: 'Shipping details'});
    expect(screen.getByText('Shipping details: collapsed')).toBeInTheDocument();

    await user.click(screen.getByRole('button', {name: 'Show all details'}));
    expect(screen.getByText('Shipping details: expanded')).toBeInTheDocument();
    expect(trigger).toHaveAttribute('aria-expanded', 'true');

    await user.click(trigger);
    expect(screen.getByText('Shipping details: collapsed')).toBeInTheDocument();
    expect(screen.getByRole('button', {name: 'Show all details'})).toBeInTheDocument();
  });

  it('should not open a disabled disclosure', async () => {
    const user = userEvent.setup();
    render(<DisabledDisclosure />);
    const trigger = screen.getByRole('button', {name: 'Download (available after payment)'});
    expect(trigger).toBeDisabled();
    await user.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });
});

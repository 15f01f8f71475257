import {render, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import DisclosureGroupHero from './hero';
import PreviousNextDisclosures from './previous-next';

const button = (name: string) => screen.getByRole('button', {name});

// user-event drives RAC fields through full press/focus sequences, slow on a busy 2-core machine.
jest.setTimeout(20_000);
describe('disclosure group examples', () => {
  it('should keep one of preview and download open at a time', async () => {
    const user = userEvent.setup();
    render(<DisclosureGroupHero />);
    expect(button('Preview')).toHaveAttribute('aria-expanded', 'true');
    await user.click(button('Download'));
    expect(button('Download')).toHaveAttribute('aria-expanded', 'true');
    expect(button('Preview')).toHaveAttribute('aria-expanded', 'false');
  });

  it('should step with previous and next, disabling each at its end', async () => {
    const user = userEvent.setup();
    render(<PreviousNextDisclosures />);
    expect(button('Preview')).toHaveAttribute('aria-expanded', 'true');
    expect(button('Previous')).toBeDisabled();
    expect(button('Next')).toBeEnabled();

    await user.click(button('Next'));
    expect(button('Download')).toHaveAttribute('aria-expanded', 'true');
    expect(button('Preview')).toHaveAttribute('aria-expanded', 'false');
    expect(button('Next')).toBeDisabled();
    expect(button('Previous')).toBeEnabled();

    await user.click(button('Previous'));
    expect(button('Preview')).toHaveAttribute('aria-expanded', 'true');
    expect(button('Previous')).toBeDisabled();
  });

  it('should follow the triggers too, and open the first step with next once all are closed', async () => {
    const user = userEvent.setup();
    render(<PreviousNextDisclosures />);
    await user.click(button('Download'));
    expect(button('Next')).toBeDisabled();

    await user.click(button('Download'));
    expect(button('Download')).toHaveAttribute('aria-expanded', 'false');
    expect(button('Previous')).toBeDisabled();
    await user.click(button('Next'));
    expect(button('Preview')).toHaveAttribute('aria-expanded', 'true');
  });
});

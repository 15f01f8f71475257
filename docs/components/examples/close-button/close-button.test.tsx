import {render, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import CloseButtonHero from './hero';
import RemoveAttachments from './labels';

// user-event drives RAC buttons through full press/focus sequences, slow on a busy 2-core machine.
jest.setTimeout(20_000);
describe('close button examples', () => {
  it('should close the filters panel and open it again', async () => {
    const user = userEvent.setup();
    render(<CloseButtonHero />);
    await user.click(screen.getByRole('button', {name: 'Close filters'}));
    expect(screen.queryByRole('region', {name: 'Filters'})).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', {name: 'Show filters'}));
    expect(screen.getByRole('region', {name: 'Filters'})).toBeInTheDocument();
  });

  it('should remove the attachment its label names', async () => {
    const user = userEvent.setup();
    render(<RemoveAttachments />);
    expect(screen.getByText('3 attachments (sample files)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', {name: 'Remove site-photo.jpg'}));
    expect(screen.queryByText('site-photo.jpg')).not.toBeInTheDocument();
    expect(screen.getByText('invoice-0042.pdf')).toBeInTheDocument();
    expect(screen.getByText('2 attachments (sample files)')).toBeInTheDocument();
  });
});

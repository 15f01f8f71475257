import {render, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import DismissibleAlert from './dismissible';
import AlertWithAction from './with-action';

// user-event drives RAC buttons through full press/focus sequences, slow on a busy 2-core machine.
jest.setTimeout(20_000);
describe('alert examples', () => {
  it('should close the alert and show it again', async () => {
    const user = userEvent.setup();
    render(<DismissibleAlert />);
    expect(screen.getByRole('status')).toHaveTextContent('Tip');

    await user.click(screen.getByRole('button', {name: 'Dismiss'}));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', {name: 'Show the tip again'}));
    expect(screen.getByRole('status')).toHaveTextContent(
      'Drag a column header to reorder the columns of this table.',
    );
    expect(screen.getByRole('button', {name: 'Dismiss'})).toBeInTheDocument();
  });

  it('should replace the failure with a success message after a retry', async () => {
    const user = userEvent.setup();
    render(<AlertWithAction />);
    expect(screen.getByRole('alert')).toHaveTextContent('Sync failed');
    await user.click(screen.getByRole('button', {name: 'Retry upload'}));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Sync complete');
  });
});

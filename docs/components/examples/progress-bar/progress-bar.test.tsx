import {render, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ProgressBarFormatting from './formatting';
import ProgressBarHero from './hero';
import IndeterminateProgressBar from './indeterminate';
import ProgressBarSizes from './sizes';

// user-event drives RAC buttons through full press/focus sequences, slow on a busy 2-core machine.
jest.setTimeout(20_000);
describe('progress bar examples', () => {
  it('should advance the bar by one photo on each press and start again when done', async () => {
    const user = userEvent.setup();
    render(<ProgressBarHero />);
    const bar = screen.getByRole('progressbar', {name: 'Uploading 5 photos'});
    expect(bar).toHaveAttribute('aria-valuetext', '40%');

    await user.click(screen.getByRole('button', {name: 'Upload next photo'}));
    expect(bar).toHaveAttribute('aria-valuenow', '3');
    expect(bar).toHaveTextContent('60%');

    await user.click(screen.getByRole('button', {name: 'Upload next photo'}));
    await user.click(screen.getByRole('button', {name: 'Upload next photo'}));
    expect(bar).toHaveAttribute('aria-valuetext', '100%');

    await user.click(screen.getByRole('button', {name: 'Start again'}));
    expect(bar).toHaveAttribute('aria-valuetext', '0%');
    expect(screen.getByRole('button', {name: 'Upload next photo'})).toBeInTheDocument();
  });

  it('should expose no value when the bar is indeterminate', () => {
    render(<IndeterminateProgressBar />);
    const bar = screen.getByRole('progressbar', {name: 'Preparing your export'});
    expect(bar).not.toHaveAttribute('aria-valuenow');
    expect(bar).toHaveAttribute('data-indeterminate', 'true');
  });

  it('should render one bar per size', () => {
    render(<ProgressBarSizes />);
    expect(screen.getByRole('progressbar', {name: 'Syncing contacts'})).toHaveAttribute(
      'data-size',
      'sm',
    );
    expect(screen.getByRole('progressbar', {name: 'Uploading photos'})).toHaveAttribute(
      'data-size',
      'md',
    );
    expect(screen.getByRole('progressbar', {name: 'Installing update'})).toHaveAttribute(
      'data-size',
      'lg',
    );
  });

  it('should read the custom value label, the formatted percentage and the hidden value', () => {
    render(<ProgressBarFormatting />);
    const download = screen.getByRole('progressbar', {name: 'Downloading offline maps'});
    expect(download).toHaveAttribute('aria-valuetext', '312 of 500 MB');
    expect(download).toHaveTextContent('312 of 500 MB');

    const course = screen.getByRole('progressbar', {name: 'Course completed'});
    expect(course).toHaveAttribute('aria-valuetext', '58.3%');
    expect(course).toHaveTextContent('58.3%');

    const checklist = screen.getByRole('progressbar', {name: 'Onboarding checklist'});
    expect(checklist).toHaveAttribute('aria-valuetext', '75%');
    expect(checklist).not.toHaveTextContent('75%');
  });
});

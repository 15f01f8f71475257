import {render, screen} from '@testing-library/react';
import MeterHero from './hero';
import MeterSizes from './sizes';
import MeterThresholds from './thresholds';
import MeterVariants from './variants';

describe('meter examples', () => {
  it('should show the storage used as a named meter with its value text', () => {
    render(<MeterHero />);
    const meter = screen.getByRole('meter', {name: 'Storage used'});
    expect(meter).toHaveAttribute('aria-valuenow', '7.2');
    expect(meter).toHaveAttribute('aria-valuemax', '10');
    expect(meter).toHaveAttribute('aria-valuetext', '7.2 of 10 GB');
    expect(meter).toHaveTextContent('7.2 of 10 GB');
  });

  it('should turn warning and danger as the value reaches each threshold', () => {
    render(<MeterThresholds />);
    const status = (name: string) => screen.getByRole('meter', {name}).getAttribute('data-status');
    expect(status('Personal mailbox')).toBe('success');
    expect(status('Shared inbox')).toBe('warning');
    expect(status('Archive')).toBe('danger');
    // Colour is never the only cue: the value is written out too.
    expect(screen.getByRole('meter', {name: 'Archive'})).toHaveTextContent('96%');
  });

  it('should read a danger threshold below the warning one as lower is worse', () => {
    render(<MeterThresholds />);
    expect(screen.getByRole('meter', {name: 'Laptop battery'})).toHaveAttribute(
      'data-status',
      'warning',
    );
  });

  it('should give each variant its status', () => {
    render(<MeterVariants />);
    expect(screen.getByRole('meter', {name: 'API requests this month'})).toHaveAttribute(
      'data-status',
      'accent',
    );
    expect(screen.getByRole('meter', {name: 'Profile complete'})).toHaveAttribute(
      'data-status',
      'success',
    );
    expect(screen.getByRole('meter', {name: 'Trial days used'})).toHaveAttribute(
      'data-status',
      'warning',
    );
    expect(screen.getByRole('meter', {name: 'Seats taken'})).toHaveAttribute(
      'data-status',
      'danger',
    );
  });

  it('should render one meter per size', () => {
    render(<MeterSizes />);
    expect(screen.getByRole('meter', {name: 'CPU'})).toHaveAttribute('data-size', 'sm');
    expect(screen.getByRole('meter', {name: 'Memory'})).toHaveAttribute('data-size', 'md');
    expect(screen.getByRole('meter', {name: 'Disk'})).toHaveAttribute('data-size', 'lg');
  });
});

import {createRef} from 'react';
import {renderToString} from 'react-dom/server';
import {render, screen} from '@testing-library/react';
import {axe} from 'jest-axe';
import {ProgressBar} from './ProgressBar';

describe('ProgressBar', () => {
  it('should render a progressbar named by its label with its value, range and value text', () => {
    render(<ProgressBar label="Uploading photos" value={40} />);
    const bar = screen.getByRole('progressbar', {name: 'Uploading photos'});
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
    expect(bar).toHaveAttribute('aria-valuetext', '40%');
    expect(bar).toHaveTextContent('40%');
    // Not a <label>: a progressbar is not a form control.
    expect(screen.getByText('Uploading photos').tagName).toBe('SPAN');
    expect(bar).toHaveClass('ui-ProgressBar');
    expect(bar).toHaveAttribute('data-size', 'md');
    expect(bar).not.toHaveAttribute('data-indeterminate');
  });

  it('should support a custom range and formatOptions for the value text', () => {
    render(
      <ProgressBar
        label="Storage synced"
        value={3}
        minValue={0}
        maxValue={12}
        formatOptions={{style: 'percent', maximumFractionDigits: 1}}
      />,
    );
    const bar = screen.getByRole('progressbar', {name: 'Storage synced'});
    expect(bar).toHaveAttribute('aria-valuenow', '3');
    expect(bar).toHaveAttribute('aria-valuemax', '12');
    expect(bar).toHaveAttribute('aria-valuetext', '25%');
  });

  it('should support a custom valueLabel, read as the value text', () => {
    render(<ProgressBar label="Importing" value={3} maxValue={10} valueLabel="3 of 10 files" />);
    const bar = screen.getByRole('progressbar', {name: 'Importing'});
    expect(bar).toHaveAttribute('aria-valuetext', '3 of 10 files');
    expect(bar).toHaveTextContent('3 of 10 files');
  });

  it('should hide the visible value when showValueLabel is false, keeping aria-valuetext', () => {
    render(<ProgressBar label="Downloading" value={70} showValueLabel={false} />);
    const bar = screen.getByRole('progressbar', {name: 'Downloading'});
    expect(bar).toHaveAttribute('aria-valuetext', '70%');
    expect(bar).not.toHaveTextContent('70%');
  });

  it('should follow its value as the task advances', () => {
    const {rerender} = render(<ProgressBar label="Uploading" value={10} />);
    rerender(<ProgressBar label="Uploading" value={85} />);
    const bar = screen.getByRole('progressbar', {name: 'Uploading'});
    expect(bar).toHaveAttribute('aria-valuenow', '85');
    expect(bar).toHaveTextContent('85%');
  });

  describe('given isIndeterminate', () => {
    it('should expose no value and mark itself data-indeterminate', () => {
      render(<ProgressBar label="Preparing export" isIndeterminate />);
      const bar = screen.getByRole('progressbar', {name: 'Preparing export'});
      expect(bar).not.toHaveAttribute('aria-valuenow');
      expect(bar).not.toHaveAttribute('aria-valuetext');
      expect(bar).toHaveAttribute('data-indeterminate', 'true');
      expect(bar).not.toHaveTextContent('%');
    });

    it('should show no value text even when given a valueLabel', () => {
      render(<ProgressBar label="Preparing export" isIndeterminate valueLabel="Waiting" />);
      const bar = screen.getByRole('progressbar', {name: 'Preparing export'});
      expect(bar).not.toHaveAttribute('aria-valuetext');
      expect(bar).not.toHaveTextContent('Waiting');
    });
  });

  it.each(['sm', 'md', 'lg'] as const)('should expose size %s as data-size', (size) => {
    render(<ProgressBar aria-label="Loading" value={50} size={size} />);
    expect(screen.getByRole('progressbar', {name: 'Loading'})).toHaveAttribute('data-size', size);
  });

  it('should support aria-label without a visible label, a ref and merged class names', () => {
    const ref = createRef<HTMLDivElement>();
    const {rerender} = render(
      <ProgressBar ref={ref} aria-label="Saving" value={20} className="mine" />,
    );
    const bar = screen.getByRole('progressbar', {name: 'Saving'});
    expect(ref.current).toBe(bar);
    expect(bar).toHaveClass('ui-ProgressBar', 'mine');
    rerender(
      <ProgressBar
        ref={ref}
        aria-label="Saving"
        isIndeterminate
        className={({isIndeterminate}) => (isIndeterminate ? 'busy' : 'known')}
      />,
    );
    expect(bar).toHaveClass('ui-ProgressBar', 'busy');
  });

  it('should render on the server with its label and value', () => {
    const html = renderToString(<ProgressBar label="Uploading" value={40} />);
    expect(html).toContain('role="progressbar"');
    expect(html).toContain('aria-valuenow="40"');
    expect(html).toContain('Uploading');
  });

  it('should have no axe violations', async () => {
    const {container} = render(
      <div>
        <ProgressBar label="Uploading photos" value={40} />
        <ProgressBar label="Preparing export" isIndeterminate />
        <ProgressBar aria-label="Saving" value={10} size="sm" />
      </div>,
    );
    expect(await axe(container)).toHaveNoViolations();
  });
});

import {createRef} from 'react';
import {renderToString} from 'react-dom/server';
import {render, screen} from '@testing-library/react';
import {axe} from 'jest-axe';
import {Meter} from './Meter';

describe('Meter', () => {
  it('should render a meter named by its label with its value, range and value text', () => {
    render(<Meter label="Storage used" value={45} />);
    const meter = screen.getByRole('meter', {name: 'Storage used'});
    expect(meter).toHaveAttribute('aria-valuenow', '45');
    expect(meter).toHaveAttribute('aria-valuemin', '0');
    expect(meter).toHaveAttribute('aria-valuemax', '100');
    expect(meter).toHaveAttribute('aria-valuetext', '45%');
    expect(meter).toHaveTextContent('45%');
    expect(screen.getByText('Storage used').tagName).toBe('SPAN');
    expect(meter).toHaveClass('ui-Meter');
    expect(meter).toHaveAttribute('data-size', 'md');
    expect(meter).toHaveAttribute('data-status', 'accent');
  });

  it('should support a custom range, formatOptions and valueLabel', () => {
    const {rerender} = render(
      <Meter
        label="Seats taken"
        value={18}
        maxValue={24}
        formatOptions={{style: 'percent', maximumFractionDigits: 0}}
      />,
    );
    const meter = screen.getByRole('meter', {name: 'Seats taken'});
    expect(meter).toHaveAttribute('aria-valuemax', '24');
    expect(meter).toHaveAttribute('aria-valuetext', '75%');
    rerender(<Meter label="Seats taken" value={18} maxValue={24} valueLabel="18 of 24 seats" />);
    expect(meter).toHaveAttribute('aria-valuetext', '18 of 24 seats');
    expect(meter).toHaveTextContent('18 of 24 seats');
  });

  it.each(['accent', 'success', 'warning', 'danger'] as const)(
    'should expose the %s variant as data-status',
    (variant) => {
      render(<Meter label="Quota" value={10} variant={variant} />);
      expect(screen.getByRole('meter', {name: 'Quota'})).toHaveAttribute('data-status', variant);
    },
  );

  describe('given thresholds', () => {
    it.each([
      [50, 'success'],
      [70, 'warning'],
      [89, 'warning'],
      [90, 'danger'],
    ] as const)('should turn a value of %i into data-status %s', (value, status) => {
      render(
        <Meter
          label="Disk space"
          value={value}
          variant="success"
          thresholds={{warning: 70, danger: 90}}
        />,
      );
      const meter = screen.getByRole('meter', {name: 'Disk space'});
      expect(meter).toHaveAttribute('data-status', status);
      // Colour is never the only cue: the value is written out whatever the status.
      expect(meter).toHaveTextContent(`${value}%`);
    });

    it.each([
      [60, 'accent'],
      [20, 'warning'],
      [5, 'danger'],
    ] as const)(
      'should read danger below warning as "lower is worse": %i gives %s',
      (value, status) => {
        render(<Meter label="Battery" value={value} thresholds={{warning: 20, danger: 10}} />);
        expect(screen.getByRole('meter', {name: 'Battery'})).toHaveAttribute('data-status', status);
      },
    );

    it('should follow the value as it changes', () => {
      const thresholds = {warning: 70, danger: 90};
      const {rerender} = render(<Meter label="CPU" value={30} thresholds={thresholds} />);
      const meter = screen.getByRole('meter', {name: 'CPU'});
      expect(meter).toHaveAttribute('data-status', 'accent');
      rerender(<Meter label="CPU" value={95} thresholds={thresholds} />);
      expect(meter).toHaveAttribute('aria-valuenow', '95');
      expect(meter).toHaveAttribute('data-status', 'danger');
    });
  });

  it.each(['sm', 'md', 'lg'] as const)('should expose size %s as data-size', (size) => {
    render(<Meter aria-label="Memory" value={50} size={size} />);
    expect(screen.getByRole('meter', {name: 'Memory'})).toHaveAttribute('data-size', size);
  });

  it('should support aria-label without a visible label, a ref and merged class names', () => {
    const ref = createRef<HTMLDivElement>();
    const {rerender} = render(<Meter ref={ref} aria-label="Memory" value={20} className="mine" />);
    const meter = screen.getByRole('meter', {name: 'Memory'});
    expect(ref.current).toBe(meter);
    expect(meter).toHaveClass('ui-Meter', 'mine');
    expect(meter).toHaveTextContent('20%');
    rerender(
      <Meter
        ref={ref}
        aria-label="Memory"
        value={80}
        className={({percentage}) => (percentage > 50 ? 'high' : 'low')}
      />,
    );
    expect(meter).toHaveClass('ui-Meter', 'high');
  });

  it('should render on the server with its label and value', () => {
    const html = renderToString(<Meter label="Storage used" value={45} />);
    expect(html).toContain('role="meter');
    expect(html).toContain('aria-valuenow="45"');
    expect(html).toContain('Storage used');
  });

  it('should have no axe violations', async () => {
    const {container} = render(
      <div>
        <Meter label="Storage used" value={92} thresholds={{warning: 70, danger: 90}} />
        <Meter aria-label="Battery" value={15} thresholds={{warning: 20, danger: 10}} />
      </div>,
    );
    expect(await axe(container)).toHaveNoViolations();
  });
});

import {render, screen} from '@testing-library/react';
import {renderToString} from 'react-dom/server';
import {axe} from 'jest-axe';
import {Spinner} from './Spinner';

describe('Spinner', () => {
  it('should render an indeterminate progressbar labelled "Loading" by default', () => {
    render(<Spinner />);
    const spinner = screen.getByRole('progressbar', {name: 'Loading'});
    expect(spinner).not.toHaveAttribute('aria-valuenow');
    expect(spinner).toHaveClass('ui-Spinner');
    expect(spinner).toHaveAttribute('data-size', 'md');
    expect(spinner).toHaveAttribute('data-color', 'accent');
  });

  it('should support a custom label, size and colour', () => {
    render(<Spinner aria-label="Loading comments" size="lg" color="danger" />);
    const spinner = screen.getByRole('progressbar', {name: 'Loading comments'});
    expect(spinner).toHaveAttribute('data-size', 'lg');
    expect(spinner).toHaveAttribute('data-color', 'danger');
  });

  it('should support aria-labelledby instead of the default label', () => {
    render(
      <>
        <h2 id="heading">Fetching invoices</h2>
        <Spinner aria-labelledby="heading" />
      </>,
    );
    expect(screen.getByRole('progressbar', {name: 'Fetching invoices'})).toBeInTheDocument();
  });

  it('should hide its drawing from assistive technology', () => {
    const {container} = render(<Spinner />);
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('should render on the server with its label', () => {
    const html = renderToString(<Spinner aria-label="Loading invoices" />);
    expect(html).toContain('role="progressbar"');
    expect(html).toContain('aria-label="Loading invoices"');
  });

  it('should have no axe violations', async () => {
    const {container} = render(<Spinner />);
    expect(await axe(container)).toHaveNoViolations();
  });
});

import {act, render, screen, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import SearchResultPages from './ellipsis';
import PaginationHero from './hero';
import InvoicePages from './page-size';
import PaginationSizes from './sizes';

const current = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('button')
    .find((button) => button.getAttribute('aria-current') === 'page');
/** The page numbers and ellipses a nav shows, in order. */
const shown = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('listitem', {hidden: true})
    .map((item) => item.textContent)
    .slice(1, -1);

// user-event drives RAC buttons through full press sequences, slow on a busy 2-core machine.
jest.setTimeout(20_000);
describe('pagination examples', () => {
  it('should show which orders the current page holds, and follow Previous and the page buttons', async () => {
    const user = userEvent.setup();
    render(<PaginationHero />);
    const nav = screen.getByRole('navigation', {name: 'Pagination'});
    expect(screen.getByRole('status')).toHaveTextContent('Showing 21–30 of 240 orders');
    expect(current(nav)).toHaveAccessibleName('Page 3');
    await user.click(within(nav).getByRole('button', {name: 'Previous'}));
    expect(screen.getByRole('status')).toHaveTextContent('Showing 11–20 of 240 orders');
    await user.click(within(nav).getByRole('button', {name: 'Page 24'}));
    expect(screen.getByRole('status')).toHaveTextContent('Showing 231–240 of 240 orders');
    expect(within(nav).getByRole('button', {name: 'Next'})).toBeDisabled();
  });

  it('should shorten 50 pages with ellipses that move with the current page', async () => {
    const user = userEvent.setup();
    render(<SearchResultPages />);
    const results = screen.getByRole('navigation', {name: 'Search results pages'});
    const archive = screen.getByRole('navigation', {name: 'Archive pages'});
    expect(shown(results)).toEqual(['1', '…', '11', '12', '13', '…', '50']);
    expect(shown(archive)).toEqual(['1', '2', '…', '23', '24', '25', '26', '27', '…', '49', '50']);
    act(() => within(results).getByRole('button', {name: 'Previous'}).focus());
    await user.keyboard(' ');
    expect(screen.getByText('Search results: page 11 of 50')).toBeInTheDocument();
    await user.click(within(results).getByRole('button', {name: 'Page 1'}));
    expect(shown(results)).toEqual(['1', '2', '3', '4', '5', '…', '50']);
    expect(screen.getByText('Search results: page 1 of 50')).toBeInTheDocument();
  });

  it('should keep the first invoice in view when the page size changes', async () => {
    const user = userEvent.setup();
    render(<InvoicePages />);
    const nav = screen.getByRole('navigation', {name: 'Invoice pages'});
    expect(screen.getByRole('status')).toHaveTextContent('Invoices 1–10 of 132');
    expect(shown(nav)).toEqual(['1', '2', '3', '4', '5', '…', '14']);
    await user.click(within(nav).getByRole('button', {name: 'Page 5'}));
    expect(screen.getByRole('status')).toHaveTextContent('Invoices 41–50 of 132');
    await user.click(screen.getByRole('button', {name: /Rows per page/}));
    await user.click(screen.getByRole('option', {name: '25'}));
    expect(screen.getByRole('status')).toHaveTextContent('Invoices 26–50 of 132');
    expect(shown(nav)).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(current(nav)).toHaveAccessibleName('Page 2');
    await user.click(within(nav).getByRole('button', {name: 'Next'}));
    expect(screen.getByRole('status')).toHaveTextContent('Invoices 51–75 of 132');
  });

  it('should render three sizes, each its own named landmark', async () => {
    const user = userEvent.setup();
    render(<PaginationSizes />);
    for (const [name, size] of [
      ['Comment pages, small', 'sm'],
      ['Comment pages, medium', 'md'],
      ['Comment pages, large', 'lg'],
    ]) {
      const nav = screen.getByRole('navigation', {name});
      expect(nav).toHaveAttribute('data-size', size);
      expect(current(nav)).toHaveAccessibleName('Page 3');
    }
    const small = screen.getByRole('navigation', {name: 'Comment pages, small'});
    await user.click(within(small).getByRole('button', {name: 'Previous'}));
    expect(current(small)).toHaveAccessibleName('Page 2');
  });
});

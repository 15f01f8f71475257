import {render, screen, waitFor, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {axe} from 'jest-axe';
import DataTable from './data-table';
import {expectNoConsoleErrors} from '../test-utils';

// user-event drives RAC tables and menus through full press/focus sequences: slow on 2 shared cores.
jest.setTimeout(30_000);

const table = () => screen.getByRole('grid', {name: 'Orders'});
const rowHeaders = () =>
  within(table())
    .queryAllByRole('rowheader')
    .map((cell) => cell.textContent);

describe('data table showcase', () => {
  expectNoConsoleErrors();

  it('should show the first five of twenty orders, and the next five on page 2', async () => {
    const user = userEvent.setup();
    render(<DataTable />);
    expect(screen.getByText(/20 sample orders/)).toBeInTheDocument();
    expect(rowHeaders()).toEqual(['ORD-1001', 'ORD-1002', 'ORD-1003', 'ORD-1004', 'ORD-1005']);
    const pages = screen.getByRole('navigation', {name: 'Order pages'});
    expect(within(pages).getAllByRole('button', {name: /^Page/})).toHaveLength(4);
    await user.click(within(pages).getByRole('button', {name: 'Page 2'}));
    expect(rowHeaders()).toEqual(['ORD-1006', 'ORD-1007', 'ORD-1008', 'ORD-1009', 'ORD-1010']);
  });

  it('should sort by total, then reverse it', async () => {
    const user = userEvent.setup();
    render(<DataTable />);
    const total = screen.getByRole('columnheader', {name: 'Total'});
    await user.click(total);
    expect(total).toHaveAttribute('aria-sort', 'ascending');
    expect(rowHeaders()[0]).toBe('ORD-1013');
    await user.click(total);
    expect(total).toHaveAttribute('aria-sort', 'descending');
    expect(rowHeaders()[0]).toBe('ORD-1006');
  });

  it('should filter by search and status, and say when nothing matches', async () => {
    const user = userEvent.setup();
    render(<DataTable />);
    await user.type(screen.getByRole('searchbox', {name: 'Search orders'}), 'an');
    expect(rowHeaders()).toEqual(['ORD-1003', 'ORD-1010', 'ORD-1012', 'ORD-1016', 'ORD-1020']);
    expect(screen.queryByRole('navigation', {name: 'Order pages'})).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', {name: /Status/}));
    await user.click(await screen.findByRole('option', {name: 'Paid'}));
    expect(rowHeaders()).toEqual(['ORD-1012', 'ORD-1016']);
    await user.type(screen.getByRole('searchbox', {name: 'Search orders'}), 'zzz');
    expect(within(table()).queryAllByRole('checkbox', {name: /^Select ORD/})).toEqual([]);
    expect(table()).toHaveTextContent('No orders match this search and status.');
  });

  it('should select rows with their checkboxes, across pages', async () => {
    const user = userEvent.setup();
    render(<DataTable />);
    await user.click(screen.getByRole('checkbox', {name: 'Select ORD-1002'}));
    expect(screen.getByText(/1 selected/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', {name: 'Page 2'}));
    await user.click(screen.getByRole('checkbox', {name: 'Select All'}));
    expect(screen.getByText(/6 selected/)).toBeInTheDocument();
  });

  it("should reach a row's actions from the keyboard and run one", async () => {
    const user = userEvent.setup();
    render(<DataTable />);
    // Tab to the search field, the status select, then the table's first row; right to its cells.
    await user.tab();
    await user.tab();
    await user.tab();
    expect(screen.getAllByRole('row')[1]).toHaveFocus();
    await user.keyboard('{ArrowRight>6/}');
    expect(screen.getByRole('button', {name: 'Actions for ORD-1001'})).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('menuitem', {name: 'View order'})).toHaveFocus());
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', {name: 'Mark as shipped'})).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText(/Last action: Shipped ORD-1001/)).toBeInTheDocument();
  });

  it('should disable actions that do not apply to an order', async () => {
    const user = userEvent.setup();
    render(<DataTable />);
    await user.click(screen.getByRole('button', {name: 'Actions for ORD-1005'}));
    const menu = await screen.findByRole('menu');
    for (const name of ['Mark as shipped', 'Refund']) {
      expect(within(menu).getByRole('menuitem', {name})).toHaveAttribute('aria-disabled', 'true');
    }
  });

  it('should have no axe violations', async () => {
    const {container} = render(<DataTable />);
    expect(await axe(container)).toHaveNoViolations();
  });
});

import {act, render, screen, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {axe} from 'jest-axe';
import {renderToString} from 'react-dom/server';
import {
  Cell,
  Column,
  Row,
  Table,
  TableBody,
  TableHeader,
  TableLoadMoreItem,
  type TableProps,
} from '.';

function Invoices(props: Partial<TableProps>) {
  return (
    <Table aria-label="Invoices" {...props}>
      <TableHeader>
        <Column id="number" isRowHeader>
          Invoice
        </Column>
        <Column id="customer">Customer</Column>
      </TableHeader>
      <TableBody>
        <Row id="a">
          <Cell>Alpha</Cell>
          <Cell>Acme</Cell>
        </Row>
        <Row id="b">
          <Cell>Beta</Cell>
          <Cell>Globex</Cell>
        </Row>
        <Row id="c">
          <Cell>Gamma</Cell>
          <Cell>Initech</Cell>
        </Row>
      </TableBody>
    </Table>
  );
}

const row = (name: string) => screen.getByRole('row', {name});
const cell = (name: string) => screen.getByRole('gridcell', {name});

describe('Table', () => {
  it('should render a named grid with column headers, row headers and cells, a class on each part', () => {
    render(<Invoices />);
    const grid = screen.getByRole('grid', {name: 'Invoices'});
    expect(grid.tagName).toBe('TABLE');
    expect(grid).toHaveClass('ui-Table');
    expect(grid).toHaveAttribute('data-size', 'md');
    expect(grid.parentElement).toHaveClass('ui-Table-container');
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Invoice', 'Customer']);
    expect(screen.getByRole('columnheader', {name: 'Invoice'})).toHaveClass('ui-Column');
    expect(screen.getByRole('rowheader', {name: 'Alpha'})).toHaveClass('ui-Cell');
    expect(row('Alpha')).toHaveClass('ui-Row');
    expect(cell('Acme').closest('tbody')).toHaveClass('ui-TableBody');
    expect(screen.getAllByRole('rowgroup')[0]).toHaveClass('ui-TableHeader');
  });

  it('should be one Tab stop, move between rows with the arrow keys and jump with Home/End', async () => {
    const user = userEvent.setup();
    render(<Invoices />);
    await user.tab();
    expect(row('Alpha')).toHaveFocus();
    expect(row('Alpha')).toHaveAttribute('data-focus-visible', 'true');
    await user.keyboard('{ArrowDown}');
    expect(row('Beta')).toHaveFocus();
    await user.keyboard('{End}');
    expect(row('Gamma')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(row('Alpha')).toHaveFocus();
    await user.keyboard('{Control>}{End}{/Control}');
    expect(row('Gamma')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(row('Beta')).toHaveFocus();
    await user.tab();
    expect(document.body).toHaveFocus();
    await user.tab({shift: true});
    expect(row('Beta')).toHaveFocus();
  });

  it('should move into the cells with ArrowRight, along the row, to its ends with Home/End, and up to the headers', async () => {
    const user = userEvent.setup();
    render(<Invoices />);
    await user.tab();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('rowheader', {name: 'Alpha'})).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(cell('Acme')).toHaveFocus();
    expect(cell('Acme')).toHaveAttribute('data-focus-visible', 'true');
    await user.keyboard('{ArrowDown}');
    expect(cell('Globex')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('rowheader', {name: 'Beta'})).toHaveFocus();
    await user.keyboard('{End}');
    expect(cell('Globex')).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(screen.getByRole('columnheader', {name: 'Customer'})).toHaveFocus();
  });

  it('should move to the row whose header starts with the typed text', async () => {
    const user = userEvent.setup();
    render(<Invoices />);
    await user.tab();
    await user.keyboard('g');
    expect(row('Gamma')).toHaveFocus();
  });

  it('should show the empty state and mark the body empty when there are no rows', () => {
    render(
      <Table aria-label="Orders">
        <TableHeader>
          <Column isRowHeader>Order</Column>
        </TableHeader>
        <TableBody renderEmptyState={() => 'No orders yet.'} />
      </Table>,
    );
    expect(screen.getByText('No orders yet.').closest('tbody')).toHaveAttribute(
      'data-empty',
      'true',
    );
    expect(screen.getByRole('rowheader', {name: 'No orders yet.'})).toHaveAttribute('colspan', '1');
  });

  it('should set the size and keep the rows scrolling under the header past maxHeight', () => {
    render(<Invoices size="sm" maxHeight={120} />);
    const grid = screen.getByRole('grid');
    expect(grid).toHaveAttribute('data-size', 'sm');
    expect(grid.parentElement).toHaveStyle({maxHeight: '120px'});
  });

  it('should forward refs to the table, body, row and cell and merge class names', () => {
    const refs = {
      table: {current: null as HTMLTableElement | null},
      body: {current: null as HTMLTableSectionElement | null},
      row: {current: null as HTMLTableRowElement | null},
      cell: {current: null as HTMLTableCellElement | null},
    };
    render(
      <Table aria-label="Sizes" ref={refs.table} className="mine">
        <TableHeader>
          <Column isRowHeader className={({allowsSorting}) => (allowsSorting ? 'on' : 'off')}>
            Size
          </Column>
        </TableHeader>
        <TableBody ref={refs.body}>
          <Row ref={refs.row}>
            <Cell ref={refs.cell}>Small</Cell>
          </Row>
        </TableBody>
      </Table>,
    );
    expect(refs.table.current).toBe(screen.getByRole('grid'));
    expect(refs.table.current).toHaveClass('ui-Table', 'mine');
    expect(screen.getByRole('columnheader')).toHaveClass('ui-Column', 'off');
    expect(refs.body.current?.tagName).toBe('TBODY');
    expect(refs.row.current).toBe(row('Small'));
    expect(refs.cell.current).toBe(screen.getByRole('rowheader', {name: 'Small'}));
  });

  it('should render on the server with its rows', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Invoices selectionMode="multiple" />);
    expect(container.querySelectorAll('tbody tr[role="row"]')).toHaveLength(3);
    expect(container.querySelector('thead input')).toHaveAttribute('aria-label', 'Select All');
  });

  describe('TableLoadMoreItem', () => {
    const observers: Array<(entries: Array<{isIntersecting: boolean}>) => void> = [];
    const original = globalThis.IntersectionObserver;
    beforeEach(() => {
      globalThis.IntersectionObserver = class {
        constructor(callback: (entries: Array<{isIntersecting: boolean}>) => void) {
          observers.push(callback);
        }
        observe() {}
        disconnect() {}
      } as unknown as typeof IntersectionObserver;
    });
    afterEach(() => {
      globalThis.IntersectionObserver = original;
      observers.length = 0;
    });

    function Builds({isLoading, onLoadMore}: {isLoading: boolean; onLoadMore?: () => void}) {
      return (
        <Table aria-label="Builds">
          <TableHeader>
            <Column isRowHeader>Build</Column>
          </TableHeader>
          <TableBody>
            <Row id="1">
              <Cell>#1</Cell>
            </Row>
            <TableLoadMoreItem isLoading={isLoading} onLoadMore={onLoadMore} />
          </TableBody>
        </Table>
      );
    }

    it('should call onLoadMore when the end of the table scrolls into view', () => {
      const onLoadMore = jest.fn();
      render(<Builds isLoading={false} onLoadMore={onLoadMore} />);
      expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
      act(() => observers.at(-1)!([{isIntersecting: true}]));
      expect(onLoadMore).toHaveBeenCalledTimes(1);
    });

    it('should show a spinner row while loading', () => {
      render(<Builds isLoading />);
      const spinner = screen.getByRole('progressbar', {name: 'Loading more…'});
      expect(spinner.closest('tr')).toHaveClass('ui-TableLoadMoreItem');
    });

    it('should render nothing, and not throw, where there is no IntersectionObserver', () => {
      // @ts-expect-error jsdom has none; the test removes the mock.
      delete globalThis.IntersectionObserver;
      render(<Builds isLoading />);
      expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
      expect(screen.getAllByRole('row')).toHaveLength(2);
    });
  });

  it('should have no axe violations', async () => {
    const {container} = render(
      <>
        <Invoices selectionMode="multiple" defaultSelectedKeys={['b']} disabledKeys={['c']} />
        <Table aria-label="Orders">
          <TableHeader>
            <Column isRowHeader allowsSorting>
              Order
            </Column>
          </TableHeader>
          <TableBody renderEmptyState={() => 'No orders yet.'} />
        </Table>
      </>,
    );
    expect(await axe(container)).toHaveNoViolations();
  });
});

import {render, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {useState} from 'react';
import {Cell, Column, Row, Table, TableBody, TableHeader, type SortDescriptor} from '.';

const header = (name: string) => screen.getByRole('columnheader', {name});

function Sortable({onSortChange}: {onSortChange?: (sort: SortDescriptor) => void}) {
  const [sort, setSort] = useState<SortDescriptor>({column: 'name', direction: 'ascending'});
  return (
    <Table
      aria-label="Files"
      sortDescriptor={sort}
      onSortChange={(next) => {
        setSort(next);
        onSortChange?.(next);
      }}
    >
      <TableHeader>
        <Column id="name" isRowHeader allowsSorting>
          Name
        </Column>
        <Column id="size" allowsSorting>
          Size
        </Column>
        <Column id="kind">Kind</Column>
      </TableHeader>
      <TableBody>
        <Row id="a">
          <Cell>a.txt</Cell>
          <Cell>2 KB</Cell>
          <Cell>Text</Cell>
        </Row>
      </TableBody>
    </Table>
  );
}

describe('Column', () => {
  describe('given allowsSorting', () => {
    it('should mark the sorted column with aria-sort and its direction, the others as sortable', () => {
      render(<Sortable />);
      expect(header('Name')).toHaveAttribute('aria-sort', 'ascending');
      expect(header('Name')).toHaveAttribute('data-sort-direction', 'ascending');
      expect(header('Size')).toHaveAttribute('aria-sort', 'none');
      expect(header('Size')).toHaveAttribute('data-allows-sorting', 'true');
      expect(header('Size')).toHaveAccessibleDescription('sortable column');
      expect(header('Kind')).not.toHaveAttribute('aria-sort');
      expect(header('Kind')).not.toHaveAttribute('data-allows-sorting');
    });

    it('should sort ascending, then toggle the direction, when the header is pressed', async () => {
      const user = userEvent.setup();
      const onSortChange = jest.fn();
      render(<Sortable onSortChange={onSortChange} />);
      await user.click(header('Size'));
      expect(onSortChange).toHaveBeenLastCalledWith({column: 'size', direction: 'ascending'});
      expect(header('Size')).toHaveAttribute('aria-sort', 'ascending');
      expect(header('Name')).toHaveAttribute('aria-sort', 'none');
      await user.click(header('Size'));
      expect(onSortChange).toHaveBeenLastCalledWith({column: 'size', direction: 'descending'});
      expect(header('Size')).toHaveAttribute('data-sort-direction', 'descending');
    });

    it('should sort with Enter and Space on a focused header', async () => {
      const user = userEvent.setup();
      render(<Sortable />);
      await user.tab();
      await user.keyboard('{ArrowUp}');
      expect(header('Name')).toHaveFocus();
      await user.keyboard('{Enter}');
      expect(header('Name')).toHaveAttribute('aria-sort', 'descending');
      await user.keyboard('{ArrowRight} ');
      expect(header('Size')).toHaveAttribute('aria-sort', 'ascending');
    });

    it('should not sort a column without allowsSorting', async () => {
      const user = userEvent.setup();
      const onSortChange = jest.fn();
      render(<Sortable onSortChange={onSortChange} />);
      await user.click(header('Kind'));
      expect(onSortChange).not.toHaveBeenCalled();
    });
  });

  describe('given allowsResizing', () => {
    function Resizable({allowsResizing = true, onResizeEnd = jest.fn()}) {
      return (
        <Table aria-label="Files" allowsResizing={allowsResizing} onResizeEnd={onResizeEnd}>
          <TableHeader>
            <Column id="name" isRowHeader allowsResizing defaultWidth={200}>
              Name
            </Column>
            <Column id="size">Size</Column>
          </TableHeader>
          <TableBody>
            <Row id="a">
              <Cell>a.txt</Cell>
              <Cell>2 KB</Cell>
            </Row>
          </TableBody>
        </Table>
      );
    }

    it('should give the column a named resize handle that the arrow keys move after Enter', async () => {
      const user = userEvent.setup();
      const onResizeEnd = jest.fn();
      render(<Resizable onResizeEnd={onResizeEnd} />);
      const resizer = screen.getByRole('slider', {name: 'Resizer Name'});
      expect(resizer).toHaveValue('200');
      expect(resizer.closest('.ui-ColumnResizer')).toBeInTheDocument();
      expect(screen.getByRole('grid').parentElement).toHaveAttribute('data-resizable', 'true');
      // The arrow keys reach the handle as the header's first focusable child.
      await user.tab();
      await user.keyboard('{ArrowUp}');
      expect(resizer).toHaveFocus();
      await user.keyboard('{Enter}{ArrowRight}{ArrowRight}');
      expect(resizer).toHaveValue('220');
      expect(resizer).toHaveAttribute('aria-valuetext', '220 pixels');
      expect(resizer.closest('.ui-ColumnResizer')).toHaveAttribute('data-resizing', 'true');
      await user.keyboard('{Enter}');
      expect(onResizeEnd).toHaveBeenCalledTimes(1);
      expect(onResizeEnd.mock.lastCall[0].get('name')).toBe(220);
      expect(resizer.closest('.ui-ColumnResizer')).not.toHaveAttribute('data-resizing');
    });

    it('should leave the handle out, without throwing, when the table does not allow resizing', () => {
      render(<Resizable allowsResizing={false} />);
      expect(screen.queryByRole('slider')).not.toBeInTheDocument();
      expect(header('Name')).not.toHaveStyle({width: '200px'});
    });
  });
});

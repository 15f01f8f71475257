import {act, render, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {useState} from 'react';
import {Cell, Column, Row, Table, TableBody, TableHeader, type TableProps} from '.';

const people = [
  {id: 'ana', name: 'Ana'},
  {id: 'ben', name: 'Ben'},
  {id: 'cy', name: 'Cy'},
];

function People(props: Partial<TableProps>) {
  return (
    <Table aria-label="People" selectionMode="multiple" {...props}>
      <TableHeader>
        <Column isRowHeader>Name</Column>
      </TableHeader>
      <TableBody items={people}>
        {(person) => (
          <Row>
            <Cell>{person.name}</Cell>
          </Row>
        )}
      </TableBody>
    </Table>
  );
}

const row = (name: string) => screen.getByRole('row', {name});
const box = (name: string) => screen.getByRole('checkbox', {name}) as HTMLInputElement;
const selected = () =>
  screen
    .getAllByRole('row')
    .filter((tr) => tr.getAttribute('aria-selected') === 'true')
    .map((tr) => tr.textContent);

describe('Row', () => {
  describe('given selectionMode="multiple"', () => {
    it('should start each row with a checkbox named by the row, and the header with "Select All"', () => {
      render(<People />);
      expect(screen.getByRole('grid')).toHaveAttribute('aria-multiselectable', 'true');
      expect(box('Select Ana')).not.toBeChecked();
      expect(box('Select Ana').closest('td')).toHaveClass('ui-Table-selection');
      expect(box('Select All').closest('th')).toHaveClass('ui-Table-selection');
      expect(row('Ana')).toHaveAttribute('aria-selected', 'false');
    });

    it('should select rows with their checkboxes and all of them with "Select All"', async () => {
      const user = userEvent.setup();
      const onSelectionChange = jest.fn();
      render(<People onSelectionChange={onSelectionChange} />);
      await user.click(box('Select Ben'));
      expect(row('Ben')).toHaveAttribute('aria-selected', 'true');
      expect(row('Ben')).toHaveAttribute('data-selected', 'true');
      expect([...onSelectionChange.mock.lastCall[0]]).toEqual(['ben']);
      expect(box('Select All')).toBePartiallyChecked();
      await user.click(box('Select All'));
      expect(onSelectionChange).toHaveBeenLastCalledWith('all');
      expect(box('Select All')).toBeChecked();
      expect(selected()).toEqual(['Ana', 'Ben', 'Cy']);
      await user.click(box('Select All'));
      expect(selected()).toEqual([]);
    });

    it('should toggle the focused row with Space, extend with Shift+Arrow, select all with Ctrl+A and clear with Escape', async () => {
      const user = userEvent.setup();
      render(<People />);
      await user.tab();
      await user.keyboard(' ');
      expect(selected()).toEqual(['Ana']);
      await user.keyboard('{Shift>}{ArrowDown}{/Shift}');
      expect(selected()).toEqual(['Ana', 'Ben']);
      await user.keyboard(' ');
      expect(selected()).toEqual(['Ana']);
      await user.keyboard('{Control>}a{/Control}');
      expect(selected()).toEqual(['Ana', 'Ben', 'Cy']);
      await user.keyboard('{Escape}');
      expect(selected()).toEqual([]);
    });

    it('should keep the checkboxes out of the Tab order but toggle one focused directly with Space', async () => {
      const user = userEvent.setup();
      render(<People />);
      expect(box('Select All')).toHaveAttribute('tabindex', '-1');
      expect(box('Select Cy')).toHaveAttribute('tabindex', '-1');
      // A screen reader's cursor or a script focuses the checkbox itself: focus stays there.
      act(() => box('Select All').focus());
      expect(box('Select All')).toHaveFocus();
      await user.keyboard(' ');
      expect(box('Select All')).toBeChecked();
      act(() => box('Select Cy').focus());
      await user.keyboard(' ');
      expect(selected()).toEqual(['Ana', 'Ben']);
      // The arrow keys go on from there.
      await user.keyboard('{ArrowUp}');
      expect(box('Select Ben')).toHaveFocus();
    });

    it('should support controlled selection', async () => {
      const user = userEvent.setup();
      function Controlled() {
        const [keys, setKeys] = useState<'all' | Set<string | number>>(new Set(['cy']));
        return (
          <>
            <People selectedKeys={keys} onSelectionChange={setKeys} />
            <p>{keys === 'all' ? 'all' : [...keys].join(', ')}</p>
          </>
        );
      }
      render(<Controlled />);
      expect(box('Select Cy')).toBeChecked();
      await user.click(box('Select Ana'));
      expect(screen.getByText('cy, ana')).toBeInTheDocument();
      expect(selected()).toEqual(['Ana', 'Cy']);
    });
  });

  describe('given selectionMode="single"', () => {
    it('should name the checkbox column without a "Select All" box and keep one row selected', async () => {
      const user = userEvent.setup();
      render(<People selectionMode="single" defaultSelectedKeys={['ana']} />);
      expect(screen.getByRole('grid')).not.toHaveAttribute('aria-multiselectable');
      expect(screen.queryByRole('checkbox', {name: 'Select All'})).not.toBeInTheDocument();
      expect(screen.getByRole('columnheader', {name: 'Select'})).toBeInTheDocument();
      await user.click(box('Select Cy'));
      expect(selected()).toEqual(['Cy']);
    });
  });

  describe('given onRowAction', () => {
    it('should run the action on Enter and on press while no row is selected, and select once one is', async () => {
      const user = userEvent.setup();
      const onRowAction = jest.fn();
      render(<People onRowAction={onRowAction} />);
      await user.tab();
      await user.keyboard('{Enter}');
      expect(onRowAction).toHaveBeenLastCalledWith('ana');
      await user.click(screen.getByRole('rowheader', {name: 'Cy'}));
      expect(onRowAction).toHaveBeenLastCalledWith('cy');
      expect(selected()).toEqual([]);
      await user.click(box('Select Ben'));
      // Rows now toggle their selection on press; Enter does nothing.
      await user.click(screen.getByRole('rowheader', {name: 'Cy'}));
      expect(selected()).toEqual(['Ben', 'Cy']);
      await user.keyboard('{Enter}');
      expect(onRowAction).toHaveBeenCalledTimes(2);
    });
  });

  describe('given disabled rows', () => {
    it('should mark them, disable their checkbox, skip them with the arrow keys and run no action', async () => {
      const user = userEvent.setup();
      const onRowAction = jest.fn();
      render(<People disabledKeys={['ben']} onRowAction={onRowAction} />);
      expect(row('Ben')).toHaveAttribute('aria-disabled', 'true');
      expect(row('Ben')).toHaveAttribute('data-disabled', 'true');
      expect(box('Select Ben')).toBeDisabled();
      await user.click(screen.getByRole('rowheader', {name: 'Ben'}));
      expect(onRowAction).not.toHaveBeenCalled();
      await user.tab();
      await user.keyboard('{ArrowDown}');
      expect(row('Cy')).toHaveFocus();
    });

    it('should disable a row from its own isDisabled prop', () => {
      render(
        <Table aria-label="People" selectionMode="multiple">
          <TableHeader>
            <Column isRowHeader>Name</Column>
          </TableHeader>
          <TableBody>
            <Row id="ana" isDisabled>
              <Cell>Ana</Cell>
            </Row>
          </TableBody>
        </Table>,
      );
      expect(row('Ana')).toHaveAttribute('aria-disabled', 'true');
    });
  });
});

import {act, render, screen, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import TableFiles from './files';
import TableHero from './hero';
import TableLoadMore from './load-more';

const box = (name: string) => screen.getByRole('checkbox', {name}) as HTMLInputElement;
const header = (name: string) => screen.getByRole('columnheader', {name});
const rowHeaders = () => screen.getAllByRole('rowheader').map((cell) => cell.textContent);

// user-event drives React Aria grids through full press and focus sequences, slow on 2 busy cores.
jest.setTimeout(20_000);

describe('table examples', () => {
  describe('hero', () => {
    it('should select every invoice and show the count when "Select All" is clicked', async () => {
      const user = userEvent.setup();
      render(<TableHero />);
      expect(screen.getByText('0 selected')).toBeInTheDocument();
      await user.click(box('Select All'));
      expect(box('Select All')).toBeChecked();
      expect(screen.getByText('3 selected')).toBeInTheDocument();
      await user.click(box('Select INV-1043'));
      expect(box('Select All')).toBePartiallyChecked();
      expect(screen.getByText('2 selected')).toBeInTheDocument();
    });

    it('should toggle "Select All" with Space once it has focus', async () => {
      const user = userEvent.setup();
      render(<TableHero />);
      act(() => box('Select All').focus());
      await user.keyboard(' ');
      expect(box('Select All')).toBeChecked();
      await user.keyboard(' ');
      expect(box('Select All')).not.toBeChecked();
      expect(screen.getByText('0 selected')).toBeInTheDocument();
    });

    it('should sort the invoices by the pressed column, then reverse them', async () => {
      const user = userEvent.setup();
      render(<TableHero />);
      expect(header('Invoice')).toHaveAttribute('aria-sort', 'ascending');
      expect(rowHeaders()).toEqual(['INV-1042', 'INV-1043', 'INV-1044']);
      await user.click(header('Amount'));
      expect(header('Amount')).toHaveAttribute('aria-sort', 'ascending');
      expect(header('Invoice')).toHaveAttribute('aria-sort', 'none');
      expect(rowHeaders()).toEqual(['INV-1043', 'INV-1042', 'INV-1044']);
      await user.click(header('Amount'));
      expect(header('Amount')).toHaveAttribute('aria-sort', 'descending');
      expect(rowHeaders()).toEqual(['INV-1044', 'INV-1042', 'INV-1043']);
    });
  });

  describe('load more', () => {
    const original = globalThis.IntersectionObserver;
    let reachEnd = () => {};
    beforeEach(() => {
      jest.useFakeTimers();
      globalThis.IntersectionObserver = class {
        constructor(callback: (entries: Array<{isIntersecting: boolean}>) => void) {
          reachEnd = () => callback([{isIntersecting: true}]);
        }
        observe() {}
        disconnect() {}
      } as unknown as typeof IntersectionObserver;
    });
    afterEach(() => {
      globalThis.IntersectionObserver = original;
      jest.useRealTimers();
    });

    it('should show a spinner row, then five more builds, when the end scrolls into view', () => {
      render(<TableLoadMore />);
      const grid = screen.getByRole('grid', {name: 'Builds'});
      expect(grid.parentElement).toHaveStyle({maxHeight: '110px'});
      expect(grid).toHaveAttribute('data-size', 'sm');
      expect(rowHeaders()).toEqual(['#480', '#479', '#478', '#477', '#476']);
      act(() => reachEnd());
      expect(screen.getByRole('progressbar', {name: 'Loading more…'})).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(800));
      expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
      expect(rowHeaders()).toHaveLength(10);
      expect(within(grid).getByRole('row', {name: '#472'})).toHaveTextContent('Passed');
      expect(within(grid).getByRole('row', {name: '#473'})).toHaveTextContent('Failed');
    });

    it('should stop loading at 20 builds', () => {
      render(<TableLoadMore />);
      for (let page = 0; page < 5; page++) {
        act(() => reachEnd());
        act(() => jest.advanceTimersByTime(800));
      }
      expect(rowHeaders()).toHaveLength(20);
      expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    });
  });

  describe('files', () => {
    it('should take a filter and show the empty state when no file matches', async () => {
      const user = userEvent.setup();
      render(<TableFiles />);
      expect(rowHeaders()).toHaveLength(3);
      await user.type(screen.getByRole('searchbox', {name: 'Filter files'}), 'photo');
      expect(rowHeaders()).toEqual(['Team offsite photos.zip']);
      await user.type(screen.getByRole('searchbox'), 'abc');
      const message = screen.getByRole('rowheader', {name: 'No file matches “photoabc”.'});
      expect(message.closest('tbody')).toHaveAttribute('data-empty', 'true');
    });

    it('should widen the Name column from the keyboard', async () => {
      const user = userEvent.setup();
      render(<TableFiles />);
      const name = screen.getByRole('slider', {name: 'Resizer Name'});
      expect(name).toHaveValue('240');
      expect(screen.queryByRole('slider', {name: 'Resizer Owner'})).not.toBeInTheDocument();
      await user.tab();
      await user.tab();
      expect(screen.getByRole('row', {name: 'Quarterly report – final.pdf'})).toHaveFocus();
      await user.keyboard('{ArrowUp}');
      expect(name).toHaveFocus();
      await user.keyboard('{Enter}{ArrowRight}{ArrowRight}{ArrowRight}{Enter}');
      expect(name).toHaveValue('270');
      expect(name.closest('th')).toHaveStyle({width: '270px'});
    });
  });
});

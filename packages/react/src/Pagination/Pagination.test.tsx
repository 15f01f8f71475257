import {createRef, useState} from 'react';
import {act, render, screen, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {axe} from 'jest-axe';
import {renderToString} from 'react-dom/server';
import {Pagination, type PaginationProps} from './Pagination';

const button = (name: string) => screen.getByRole('button', {name});
/** What a reader sees in the bar: the page numbers and ellipses, in order. */
const shown = () =>
  within(screen.getByRole('list'))
    .getAllByRole('listitem', {hidden: true})
    .map((item) => item.textContent)
    .slice(1, -1);
const currentPage = () =>
  screen.getAllByRole('button').find((element) => element.getAttribute('aria-current') === 'page');

function Bar(props: Partial<PaginationProps>) {
  return (
    <>
      <button type="button">Before</button>
      <Pagination total={10} {...props} />
      <button type="button">After</button>
    </>
  );
}

describe('Pagination', () => {
  it('should render a navigation landmark named "Pagination" with page 1 current by default', () => {
    render(<Pagination total={10} />);
    const nav = screen.getByRole('navigation', {name: 'Pagination'});
    expect(nav).toHaveClass('ui-Pagination');
    expect(nav).toHaveAttribute('data-size', 'md');
    expect(within(nav).getByRole('list')).toBeInTheDocument();
    expect(currentPage()).toBe(button('Page 1'));
    expect(button('Page 1')).toHaveAttribute('data-current', 'true');
    expect(button('Page 2')).not.toHaveAttribute('aria-current');
    expect(shown()).toEqual(['1', '2', '3', '4', '5', '…', '10']);
    expect(button('Previous')).toBeDisabled();
    expect(button('Next')).toBeEnabled();
  });

  it('should name page buttons "Page n" and hide the ellipses from assistive technology', () => {
    render(<Pagination total={20} defaultPage={10} />);
    expect(
      screen.getAllByRole('button').map((element) => element.getAttribute('aria-label')),
    ).toEqual([null, 'Page 1', 'Page 9', 'Page 10', 'Page 11', 'Page 20', null]);
    expect(screen.getAllByText('…')).toHaveLength(2);
    for (const ellipsis of screen.getAllByText('…'))
      expect(ellipsis).toHaveAttribute('aria-hidden', 'true');
  });

  it('should move between pages with Previous, Next and the page buttons when uncontrolled', async () => {
    const user = userEvent.setup();
    const onPageChange = jest.fn();
    render(<Pagination total={10} defaultPage={5} onPageChange={onPageChange} />);
    expect(shown()).toEqual(['1', '…', '4', '5', '6', '…', '10']);
    await user.click(button('Next'));
    expect(onPageChange).toHaveBeenLastCalledWith(6);
    expect(currentPage()).toBe(button('Page 6'));
    await user.click(button('Previous'));
    await user.click(button('Previous'));
    expect(onPageChange).toHaveBeenLastCalledWith(4);
    expect(shown()).toEqual(['1', '2', '3', '4', '5', '…', '10']);
    await user.click(button('Page 10'));
    expect(onPageChange).toHaveBeenLastCalledWith(10);
    expect(shown()).toEqual(['1', '…', '6', '7', '8', '9', '10']);
    expect(button('Next')).toBeDisabled();
  });

  it('should not call onPageChange for the current page', async () => {
    const user = userEvent.setup();
    const onPageChange = jest.fn();
    render(<Pagination total={3} defaultPage={2} onPageChange={onPageChange} />);
    await user.click(button('Page 2'));
    expect(onPageChange).not.toHaveBeenCalled();
  });

  it('should follow page when controlled, and stay put until the owner changes it', async () => {
    const user = userEvent.setup();
    const onPageChange = jest.fn();
    const {rerender} = render(<Pagination total={10} page={3} onPageChange={onPageChange} />);
    await user.click(button('Next'));
    expect(onPageChange).toHaveBeenCalledWith(4);
    expect(currentPage()).toBe(button('Page 3'));
    rerender(<Pagination total={10} page={7} onPageChange={onPageChange} />);
    expect(currentPage()).toBe(button('Page 7'));

    function Controlled() {
      const [page, setPage] = useState(2);
      return (
        <>
          <Pagination aria-label="Results pages" total={5} page={page} onPageChange={setPage} />
          <p>Page {page} of 5</p>
        </>
      );
    }
    render(<Controlled />);
    const nav = screen.getByRole('navigation', {name: 'Results pages'});
    await user.click(within(nav).getByRole('button', {name: 'Page 4'}));
    expect(screen.getByText('Page 4 of 5')).toBeInTheDocument();
  });

  it('should clamp a page outside 1 to total', () => {
    const {rerender} = render(<Pagination total={5} page={9} />);
    expect(currentPage()).toBe(button('Page 5'));
    rerender(<Pagination total={5} page={0} />);
    expect(currentPage()).toBe(button('Page 1'));
  });

  it('should put every enabled button in the tab order and press it with Enter or Space', async () => {
    const user = userEvent.setup();
    render(<Bar total={4} defaultPage={2} />);
    await user.tab();
    const order = [];
    for (let index = 0; index < 7; index++) {
      await user.tab();
      order.push(
        document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent,
      );
    }
    expect(order).toEqual(['Previous', 'Page 1', 'Page 2', 'Page 3', 'Page 4', 'Next', 'After']);
    await user.tab({shift: true});
    await user.tab({shift: true});
    expect(button('Page 4')).toHaveFocus();
    expect(button('Page 4')).toHaveAttribute('data-focus-visible', 'true');
    await user.keyboard('{Enter}');
    expect(currentPage()).toBe(button('Page 4'));
    await user.tab({shift: true});
    await user.keyboard(' ');
    expect(currentPage()).toBe(button('Page 3'));
  });

  it('should move focus to the current page when Next or Previous reaches an end and turns disabled', async () => {
    const user = userEvent.setup();
    render(<Bar total={3} defaultPage={2} />);
    act(() => button('Next').focus());
    await user.keyboard('{Enter}');
    expect(button('Next')).toBeDisabled();
    expect(button('Page 3')).toHaveFocus();
    act(() => button('Previous').focus());
    await user.keyboard('{Enter}{Enter}');
    expect(button('Previous')).toBeDisabled();
    expect(button('Page 1')).toHaveFocus();
  });

  it('should show more pages with siblingCount and boundaryCount', () => {
    render(<Pagination total={30} defaultPage={15} siblingCount={2} boundaryCount={2} />);
    expect(shown()).toEqual(['1', '2', '…', '13', '14', '15', '16', '17', '…', '29', '30']);
  });

  it('should disable every button with isDisabled', async () => {
    const user = userEvent.setup();
    const onPageChange = jest.fn();
    render(<Pagination total={5} defaultPage={3} isDisabled onPageChange={onPageChange} />);
    expect(screen.getByRole('navigation')).toHaveAttribute('data-disabled', 'true');
    for (const element of screen.getAllByRole('button')) expect(element).toBeDisabled();
    await user.click(button('Page 4'));
    expect(onPageChange).not.toHaveBeenCalled();
  });

  it('should take a size, its own labels and a name for the landmark', () => {
    render(
      <Pagination
        total={3}
        size="sm"
        aria-label="Comment pages"
        previousLabel="Newer"
        nextLabel="Older"
        getPageLabel={(page) => `Comments page ${page}`}
      />,
    );
    const nav = screen.getByRole('navigation', {name: 'Comment pages'});
    expect(nav).toHaveAttribute('data-size', 'sm');
    for (const element of within(nav).getAllByRole('button'))
      expect(element).toHaveAttribute('data-size', 'sm');
    expect(button('Newer')).toBeDisabled();
    expect(button('Older')).toBeEnabled();
    expect(button('Comments page 2')).toHaveTextContent('2');
  });

  it('should render only Previous and Next, disabled, when there are no pages', () => {
    render(<Pagination total={0} />);
    expect(screen.getAllByRole('button')).toHaveLength(2);
    expect(button('Previous')).toBeDisabled();
    expect(button('Next')).toBeDisabled();
  });

  it('should forward its ref to the nav and merge className', () => {
    const ref = createRef<HTMLElement>();
    render(<Pagination ref={ref} total={3} className="mine" />);
    expect(ref.current).toBe(screen.getByRole('navigation'));
    expect(ref.current).toHaveClass('ui-Pagination', 'mine');
  });

  it('should render on the server with the current page marked', () => {
    const html = renderToString(<Pagination total={10} defaultPage={5} />);
    expect(html).toContain('aria-label="Pagination"');
    expect(html).toMatch(/aria-label="Page 5"[^>]*aria-current="page"/);
  });

  it('should have no axe violations', async () => {
    const {container} = render(
      <div>
        <Pagination total={20} defaultPage={10} />
        <Pagination aria-label="Small pages" total={3} size="sm" isDisabled />
      </div>,
    );
    expect(await axe(container)).toHaveNoViolations();
  });
});
